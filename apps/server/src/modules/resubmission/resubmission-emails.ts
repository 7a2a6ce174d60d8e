/**
 * The one e-mail a resubmission request sends the customer (decision 0112): each item to fix with
 * its reason and the reviewer's note. Never a rejection: its subject and words ask for a fix.
 */
import { fillTemplate, formatWibDateTime, KYC_REVIEW_USUAL_WORKING_DAYS, MSG } from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';

export interface MailItem {
  label: string;
  reason: string;
  note: string | null;
}

export function fixRequestEmail(
  to: string,
  v: { name: string; items: readonly MailItem[]; loginLink: string },
): EmailMessage {
  const lines = v.items.flatMap((i) => [
    fillTemplate(MSG.fixMailItem, { item: i.label, reason: i.reason }),
    ...(i.note ? [fillTemplate(MSG.fixMailNote, { note: i.note })] : []),
  ]);
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name: v.name }),
    '',
    MSG.fixMailIntro,
    ...lines,
    '',
    MSG.fixMailOutro,
    v.loginLink,
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  return { to, subject: MSG.fixMailSubject, text };
}

/**
 * The resubmission's receipt (decision 0112): what the customer sent back and what happens next,
 * as the submission's own mail tells it after a first submission.
 */
export function fixSentEmail(
  to: string,
  v: { name: string; items: readonly string[]; at: Date; loginLink: string },
): EmailMessage {
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name: v.name }),
    '',
    fillTemplate(MSG.fixSentMailIntro, { time: formatWibDateTime(v.at) }),
    ...v.items.map((item) => fillTemplate(MSG.fixSentMailItem, { item })),
    '',
    fillTemplate(MSG.fixSentMailOutro, { days: KYC_REVIEW_USUAL_WORKING_DAYS }),
    v.loginLink,
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  return { to, subject: MSG.fixSentMailSubject, text };
}
