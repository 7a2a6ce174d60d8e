/**
 * Every route of the web app, once. Screens link with these, never with literals. The back-office's
 * screens are in staff-paths.ts: this module is in the entry chunk every customer page loads, and
 * the back-office's 30 paths and their list are no use to a customer (decision 0110, third round).
 */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  activation: (id = ':id') => `/aktivasi/${id}`,
  welcome: '/welcome',
  resetPassword: '/resetpassword',
  /** docs/product/back-office.md § Screens lists it beside /resetpassword: the same forgot-password screen (decision 0086). */
  resetPasswordAlias: '/reset-password',
  resetOtp: '/reset-input-otp',
  confirmResetPassword: '/confirm-resetpassword',
  brokerWillContact: '/konfirmasi-pialang',
  /** The link mailed to a new e-mail address (apps/server contact-change.service.ts builds it). */
  confirmEmailChange: (token = ':token') => `/konfirmasi-email/${token}`,

  // Customer area (needs a customer token).
  dashboard: '/beranda',
  profile: '/profil-saya',
  platformChoice: '/konfirmasi-account',
  chooseBank: '/choose-bank',
  bankRegistration: '/bank-login',
  accountStatus: '/konfirmasi-akun',
  /** Not a screen: sends a returning customer to the first unfinished step of the registration. */
  registerResume: '/register-lanjut',
  registerPersonal: '/register-datapribadi',
  registerEmployment: '/register-datapekerjaan',
  registerFinancial: '/register-datakeuangan',
  registerBankAccount: '/register-datarekening',
  registerContact: '/register-datakontak',
  registerAttachment: '/register-datalampiran',
  registerPreview: '/register-preview',
  registerWaiting: '/register-waiting',
  /** 'Perlu perbaikan' (decision 0112): what a reviewer asked the customer to fix, item by item. */
  registerFix: '/register-perbaikan',
  /** 'Data Saya' (ours, decision 0113): the copy, correction, restriction and deletion of one's data. */
  dataRights: '/data-saya',
  /** The mailed export link: downloads the ZIP for the signed-in customer it was made for. */
  dataExportDownload: (token = ':token') => `/data-saya/unduh/${token}`,
  /** 'Pengkinian Data' (decision 0194): the periodic review of one's data, linked from its reminders. */
  periodicReview: '/pengkinian-data',
  /** 'Ajukan perubahan data' (decision 0217): the onboarding's steps 2, 3 and 5 as one request. */
  periodicReviewUpdate: '/pengkinian-data/ubah',
  /** The participant's video-call room; `id` is the room's link (docs/product/back-office.md § Screens). */
  videoRoom: (id = ':id') => `/video-call/${id}`,
  /** A staff-chosen password shown once (apps/server credential-reveal.service.ts builds the link). */
  credentialReveal: (token = ':token') => `/sandi-akun/${token}`,

  // The staff's logins: public pages, and where a staff session that ends goes (router.tsx endSession).
  loginAdmin: '/login-admin',
  loginBank: '/login-bank',
} as const;
