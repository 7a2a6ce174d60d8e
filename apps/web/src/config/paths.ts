/** Every route of the web app, once. Screens link with these, never with literals. */
export const paths = {
  landing: '/',
  login: '/login',
  register: '/register',
  activation: (id = ':id') => `/aktivasi/${id}`,
  welcome: '/welcome',
  resetPassword: '/resetpassword',
  /** Spec 002 §2 lists it beside /resetpassword: the same forgot-password screen (decision 0086). */
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
  /** The participant's video-call room; `id` is the room's link (spec 002 §2). */
  videoRoom: (id = ':id') => `/video-call/${id}`,
  /** A staff-chosen password shown once (apps/server credential-reveal.service.ts builds the link). */
  credentialReveal: (token = ':token') => `/sandi-akun/${token}`,

  // Staff back-office (spec 002 §2; needs a staff token, else /login-admin).
  loginAdmin: '/login-admin',
  loginBank: '/login-bank',
  admin: '/admin',
  adminNew: '/nsb-baru',
  adminRegistered: '/nsb-terdaftar',
  adminRejected: '/nsb-reject',
  adminBlacklist: '/nsb-blacklist',
  /** The files waiting for the customer's fix (ours, decision 0112). */
  adminNeedsFix: '/nsb-perbaikan',
  adminDetail: (id = ':id') => `/nsb-detail/${id}`,
  brokerNew: '/esp-kyc',
  brokerRegistered: '/esp-terdaftar',
  auditTrail: '/audit-trail',
  /** The super admin's failed deliveries (ours, decision 0081). */
  failedJobs: '/pengiriman-gagal',
  /** The super admin's terrorist and sanctions lists (ours, decision 0111). */
  watchlists: '/daftar-pantauan',
  transactions: '/transaction',
  transactionDetail: (id = ':id') => `/transaction-detail/${id}`,
  staffDashboard: '/dashboard',
  staffProfile: '/profil',
  posgold: '/posgold',
  demoAccounts: '/nsb-eksternal',
  videoCallList: '/nsb-video-call',
  usersDirectory: '/users',
  usersExportTable: '/cek-data',
  managingBank: '/list-bank-account',
  managingBankDetail: (id = ':id') => `/list-bank-account-detail/${id}`,
  /** The super admin's view of every platform's participants (spec 002 §2 lazy routes). */
  customersKyc: '/customers-kyc',
  /** Takes the participant as `?id=` (the spec gives the path without a parameter). */
  customerDetail: '/customer-detail',
  /** A participant's timeline: the super admin's detail with its drawer open (decision 0112). */
  participantTimeline: (id: string) => `/customer-detail?id=${encodeURIComponent(id)}&linimasa=1`,
  /** Spec 002 §2: the back-office's frame; opens the staff member's first screen (decision 0086). */
  adminLayout: '/admin-layout',
  /** Four-eyes proposals waiting for a second person (ours, decision 0111). */
  proposals: '/menunggu-persetujuan',
  /** The customers' data requests, each due within 72 hours (ours, decision 0113). */
  dataRequests: '/permintaan-data',
  dataRequestDetail: (id = ':id') => `/permintaan-data/${id}`,
  /** The partners and their signed-event endpoints (ours, decision 0114). */
  integrations: '/integrasi',
} as const;

/** The back-office's screens (the router hands them all to the back-office's own route table). */
export const STAFF_PATHS = [
  paths.admin,
  paths.adminNew,
  paths.adminRegistered,
  paths.adminRejected,
  paths.adminBlacklist,
  paths.adminNeedsFix,
  paths.adminDetail(),
  paths.brokerNew,
  paths.brokerRegistered,
  paths.auditTrail,
  paths.failedJobs,
  paths.watchlists,
  paths.transactions,
  paths.transactionDetail(),
  paths.staffDashboard,
  paths.staffProfile,
  paths.posgold,
  paths.demoAccounts,
  paths.videoCallList,
  paths.usersDirectory,
  paths.usersExportTable,
  paths.managingBank,
  paths.managingBankDetail(),
  paths.customersKyc,
  paths.customerDetail,
  paths.adminLayout,
  paths.proposals,
  paths.dataRequests,
  paths.dataRequestDetail(),
  paths.integrations,
] as const;
