/**
 * The texts sent during registration: the SMS with the OTP and the e-mail with the activation
 * link. The wording lives in the message catalogue; this file only fills it in and lays it out.
 */
import { ACTIVATION_LINK_TTL_HOURS, fillTemplate, MSG, REGISTER_OTP_TTL_SECONDS } from '@kilau/shared';
import type { EmailMessage } from '../../plugins/mail';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function registerOtpSmsText(code: string): string {
  return fillTemplate(MSG.registerOtpSms, { otp: code, minutes: Math.round(REGISTER_OTP_TTL_SECONDS / 60) });
}

/** The address of the activation page for a token. */
export function activationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/aktivasi/${encodeURIComponent(token)}`;
}

export function activationEmail(to: string, fullname: string, link: string): EmailMessage {
  const greeting = fillTemplate(MSG.activationEmailGreeting, { name: fullname });
  const expiry = fillTemplate(MSG.activationEmailExpiry, { hours: ACTIVATION_LINK_TTL_HOURS });
  const text = [
    greeting,
    '',
    MSG.activationEmailIntro,
    link,
    '',
    expiry,
    MSG.activationEmailIgnore,
    '',
    MSG.activationEmailSignature,
  ].join('\n');
  const html = `<!doctype html>
<html lang="id"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(MSG.activationEmailIntro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 20px;background:#b8860b;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(MSG.activationEmailButton)}</a></p>
<p style="font-size:13px;word-break:break-all">${escapeHtml(link)}</p>
<p style="font-size:13px">${escapeHtml(expiry)}<br>${escapeHtml(MSG.activationEmailIgnore)}</p>
<p>${escapeHtml(MSG.activationEmailSignature).replace('\n', '<br>')}</p>
</body></html>`;
  return { to, subject: MSG.activationEmailSubject, text, html };
}
