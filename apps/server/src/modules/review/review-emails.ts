/**
 * The e-mails a review sends the customer. The approval mail carries the trading password the
 * broker typed: it is sent straight through the mailer, never through the job queue, so the
 * password is never written to a table (architecture.md §5: delivered, stored only as a hash).
 */
import { fillTemplate, MSG } from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';

export function approvalEmail(
  to: string,
  v: { name: string; accountNo: string; username: string; password: string; welcomeLink: string },
): EmailMessage {
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name: v.name }),
    '',
    MSG.approvalEmailIntro,
    fillTemplate(MSG.approvalEmailAccountNo, { account: v.accountNo }),
    fillTemplate(MSG.approvalEmailUsername, { username: v.username }),
    fillTemplate(MSG.approvalEmailPassword, { password: v.password }),
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
