/**
 * The catalogue's areas. A text lives in the area of the screens that show it, so that each page's
 * code carries only its own texts (see ../messages.ts).
 */

export * from './auth';
export * from './backoffice';
export * from './backoffice-records';
export * from './common';
export * from './credentials';
export * from './data-rights';
export * from './general';
export * from './monitoring';
export * from './onboarding';
export * from './password-reset';
export * from './periodic-review';
export * from './platform';
export * from './profile';
export * from './registration';
export * from './risk';
export * from './screening';
export * from './server';
export * from './session';
export * from './staff-mfa';
export * from './trades';
export * from './video-call';
export * from './wallet';
export * from './webhooks';
export * from './workbench';
