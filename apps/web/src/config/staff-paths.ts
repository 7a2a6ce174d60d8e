/**
 * The back-office's routes (docs/product/back-office.md § Screens; a staff token, else /login-admin): `paths` here is the
 * app's paths (config/paths.ts) and the staff screens', for the back-office's modules, which import
 * this module instead. Not in config/paths.ts so that the entry chunk, which every customer page
 * loads, does not carry them (decision 0110, third round): only the back-office's lazily loaded
 * chunks and the router's fallback (app/fallback-routes.tsx) do.
 */
import { paths as appPaths } from './paths';

export const paths = {
  ...appPaths,
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
  /** The participants a rescreen flagged: 'Kecocokan baru: N' followed (ours, decision 0132). */
  watchlistRunFindings: (id = ':id') => `/daftar-pantauan/penyaringan/${id}`,
  transactions: '/transaction',
  transactionDetail: (id = ':id') => `/transaction-detail/${id}`,
  staffDashboard: '/dashboard',
  staffProfile: '/profil',
  /** 'This was not me' from the mail about a factor added; the token in the fragment (decision 0119). */
  staffFactorReport: '/staf/bukan-saya',
  posgold: '/posgold',
  demoAccounts: '/nsb-eksternal',
  videoCallList: '/nsb-video-call',
  usersDirectory: '/users',
  usersExportTable: '/cek-data',
  managingBank: '/list-bank-account',
  managingBankDetail: (id = ':id') => `/list-bank-account-detail/${id}`,
  /** The super admin's view of every platform's participants (docs/product/back-office.md § Screens lazy routes). */
  customersKyc: '/customers-kyc',
  /** Takes the participant as `?id=` (the path itself has no parameter; docs/product/back-office.md § Screens). */
  customerDetail: '/customer-detail',
  /** A participant's timeline: the super admin's detail with its drawer open (decision 0112). */
  participantTimeline: (id: string) => `/customer-detail?id=${encodeURIComponent(id)}&linimasa=1`,
  /** docs/product/back-office.md § Screens: the back-office's frame; opens the staff member's first screen (decision 0086). */
  adminLayout: '/admin-layout',
  /** Four-eyes proposals waiting for a second person (ours, decision 0111). */
  proposals: '/menunggu-persetujuan',
  /** The customers' data requests, each due within 72 hours (ours, decision 0113). */
  dataRequests: '/permintaan-data',
  dataRequestDetail: (id = ':id') => `/permintaan-data/${id}`,
  /** The partners and their signed-event endpoints (ours, decision 0114). */
  integrations: '/integrasi',
  /** The risk model's versions, the super admin's (decision 0189). */
  riskModels: '/model-risiko',
  /** The periodic reviews due or overdue (ours, decision 0194). */
  periodicReviews: '/pengkinian',
  /** The compliance officer's figures: alerts, open cases, reports to PPATK (docs/product/monitoring.md § Screens). */
  complianceDashboard: '/pemantauan/dasbor',
  /** The compliance officer's transaction-monitoring alerts (ours, decision 0205). */
  monitoring: '/pemantauan',
  /** The participants' cases of alerts, soonest due first, and one case (ours, decision 0208). */
  monitoringCases: '/pemantauan/kasus',
  monitoringCaseDetail: (id = ':id') => `/pemantauan/kasus/${id}`,
  /** The monitoring scenario set's versions, the compliance officer's (decision 0214). */
  scenarioSets: '/pemantauan/skenario',
  ppatkReports: '/pemantauan/laporan',
  ppatkReportDetail: (id = ':id') => `/pemantauan/laporan/${id}`,
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
  paths.watchlistRunFindings(),
  paths.riskModels,
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
  paths.periodicReviews,
  paths.complianceDashboard,
  paths.monitoring,
  paths.monitoringCases,
  paths.monitoringCaseDetail(),
  paths.scenarioSets,
  paths.ppatkReports,
  paths.ppatkReportDetail(),
] as const;
