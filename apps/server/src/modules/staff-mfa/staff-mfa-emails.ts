/**
 * What the second factor's guard mails a staff member (decision 0119): every factor added to the
 * account, with the 'this was not me' link, and the second step held after wrong codes in a row.
 * The wording lives in the message catalogue; this file only fills it in. Plain text only: a
 * security notice needs no layout, and a text link is what the person checks before following it.
 */
import { fillTemplate, formatWibDateTime, MSG } from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';
import type { FactorChange } from './staff-mfa.repository';

/**
 * The report page for a notice's token. The token rides in the fragment, which the browser never
 * sends: it stays out of the server's request logs and out of any Referer.
 */
export function factorReportLink(publicUrl: string, token: string): string {
  return `${publicUrl}/staf/bukan-saya#${encodeURIComponent(token)}`;
}

function changeText(change: FactorChange, passkeyName: string | undefined): string {
  if (change === 'totp_added') return MSG.factorAddedTotp;
  if (change === 'passkey_added') return fillTemplate(MSG.factorAddedPasskey, { passkey: passkeyName ?? '' });
  return MSG.factorAddedRecovery;
}

export function factorAddedEmail(
  to: string,
  v: { name: string; change: FactorChange; passkeyName?: string; at: Date; link: string },
): EmailMessage {
  return {
    to,
    subject: MSG.factorAddedEmailSubject,
    text: fillTemplate(MSG.factorAddedEmailText, {
      name: v.name,
      change: changeText(v.change, v.passkeyName),
      time: formatWibDateTime(v.at),
      link: v.link,
    }),
  };
}

export function factorHoldEmail(to: string, v: { name: string; count: number; at: Date }): EmailMessage {
  return {
    to,
    subject: MSG.factorHoldEmailSubject,
    text: fillTemplate(MSG.factorHoldEmailText, {
      name: v.name,
      count: v.count,
      time: formatWibDateTime(v.at),
    }),
  };
}
