/**
 * The e-mails a review sends the customer. The trading password the broker typed is never in a
 * mail: the approval mail carries a link that shows it once (decision 0090), so neither the job
 * queue, the outbox nor a mailbox holds it.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';

export function approvalEmail(
  to: string,
  v: { name: string; accountNo: string; username: string; revealLink: string; welcomeLink: string },
): EmailMessage {
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name: v.name }),
    '',
    MSG.approvalEmailIntro,
    fillTemplate(MSG.approvalEmailAccountNo, { account: v.accountNo }),
    fillTemplate(MSG.approvalEmailUsername, { username: v.username }),
    fillTemplate(MSG.approvalEmailPasswordLink, { link: v.revealLink }),
    '',
    MSG.approvalEmailChangePassword,
    fillTemplate(MSG.approvalEmailStart, { link: v.welcomeLink }),
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  return { to, subject: MSG.approvalEmailSubject, text };
}

export function rejectEmail(
  to: string,
  v: { name: string; reason: string; loginLink: string },
): EmailMessage {
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name: v.name }),
    '',
    MSG.rejectEmailIntro,
    v.reason,
    '',
    fillTemplate(MSG.rejectEmailAction, { link: v.loginLink }),
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  return { to, subject: MSG.rejectEmailSubject, text };
}
