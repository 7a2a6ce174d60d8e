/**
 * The e-mail a customer receives once their registration is submitted: what happens next (the
 * broker's review and how long it usually takes, a possible video call announced by e-mail and SMS,
 * the approval mail), the same steps the waiting screen shows (decision 0089).
 */
import { fillTemplate, KYC_REVIEW_USUAL_WORKING_DAYS, MSG } from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';

export function submissionEmail(
  to: string,
  v: { name: string; platform: string; loginLink: string },
): EmailMessage {
  const text = [
    fillTemplate(MSG.approvalEmailGreeting, { name: v.name }),
    '',
    fillTemplate(MSG.submittedEmailIntro, { platform: v.platform }),
    '',
    MSG.submittedEmailNextTitle,
    `1. ${fillTemplate(MSG.waitingNextReview, { days: KYC_REVIEW_USUAL_WORKING_DAYS })}`,
    `2. ${MSG.waitingNextVideo}`,
    `3. ${MSG.waitingNextResult}`,
    '',
    fillTemplate(MSG.submittedEmailLogin, { link: v.loginLink }),
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  return { to, subject: MSG.submittedEmailSubject, text };
}
