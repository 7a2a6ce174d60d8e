/**
 * The one e-mail a resubmission request sends the customer (decision 0112): each item to fix with
 * its reason and the reviewer's note. Never a rejection: its subject and words ask for a fix.
 */
import { fillTemplate, MSG } from '@kilau/shared';
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
