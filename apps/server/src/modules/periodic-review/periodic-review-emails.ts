/**
 * The reminders of the periodic review (decision 0194): 30 and 7 days before the due date, with
 * the link to the customer's short flow. Plain words, Indonesian, from the message catalogue; no
 * level, no reason: the customer never learns their rating (docs/product/risk-rating.md § Roles).
 */
import { fillTemplate, formatWibDate, MSG } from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';

/** The customer's flow (apps/web paths.periodicReview). */
export const reviewLink = (publicUrl: string) => `${publicUrl}/pengkinian-data`;

export function reminderEmail(
  to: string,
  name: string | null,
  days: 30 | 7,
  dueAt: Date,
  publicUrl: string,
): EmailMessage {
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name: name ?? '' }),
    '',
    fillTemplate(MSG.periodicReviewMailBody, { date: formatWibDate(dueAt) }),
    '',
    fillTemplate(MSG.periodicReviewMailLink, { link: reviewLink(publicUrl) }),
    '',
    MSG.periodicReviewMailOutro,
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  return {
    to,
    subject: days === 30 ? MSG.periodicReviewMailSubject30 : MSG.periodicReviewMailSubject7,
    text,
  };
}
