/**
 * One language on every screen (decision 0128). Three lists the catalogue's texts are held to, by
 * glossary.test.ts here and by the browser's reading of the rendered pages (e2e/pw/screens.spec.ts):
 *
 * - SPEC_TEXTS: the quoted texts, kept verbatim as first written with their English words and
 *   spellings ('Register Preview', 'memasukan', 'silahkan'). This is their machine-readable mark:
 *   every other text of the catalogue is Kilau's own and is checked.
 * - GLOSSARY: each thing our texts name, with the one word used for it (the quoted texts' own
 *   term where they have one) and the other words for it that our texts may not use. The
 *   blacklist is the exception: the quoted texts say 'blacklist', ours say 'daftar hitam' (decision
 *   0219).
 * - ENGLISH_WORDS: English words that have crept into screens and never belong in our texts,
 *   'blacklist' and 'unblacklist' among them: only the quoted texts and the two buttons the
 *   specification names (Blacklist, Unblacklist) keep them (decision 0219).
 * - ENGLISH_TERMS: the English words our texts keep on purpose: the quoted texts' own terms
 *   (Email, Password, link …) and the loanwords Indonesian screens use as such (decisions 0092,
 *   0136). None of them may be in ENGLISH_WORDS.
 *
 * Not exported from messages/index.ts: MSG stays texts only.
 */
import type * as Messages from './index';

type MessageKey = keyof typeof Messages;

/**
 * The quoted texts, by catalogue name, as first written. The last four are quoted
 * texts with one word changed by decision 0045 ('Upload' → 'Unggah') or only their opening
 * words quoted; they are exempt the same way and pinned as they are.
 */
export const SPEC_TEXTS = {
  demoCreated: 'Akun Berhasil dibuat',
  accountAlreadyRegistered: 'Akun Sudah Terdaftar',
  forgotBlocked: 'Akun diblokir',
  activationAlreadyActive: 'Akun sudah aktif',
  forgotNotFound: 'Akun tidak ditemukan',
  loginNotRegistered: 'Akun tidak terdaftar',
  reasonMax: 'Alasan maksimal 500 karakter',
  reasonMin: 'Alasan minimal 30 karakter',
  reasonRequired: 'Alasan tidak boleh kosong',
  disputeBodyRequired: 'Anda belum memilih Badan Penyelesaian Perselisihan dan Domisili Hukum pada poin 24',
  rejectConfirm: 'Apakah Anda yakin memasukan akun tersebut ke dalam daftar Reject?',
  blacklistConfirm: 'Apakah Anda yakin memasukan akun tersebut ke dalam daftar blacklist?',
  blacklistDone: 'Blacklist user berhasil',
  attachCameraUnavailable: 'Cannot get media devices',
  invalidInput: 'Cek kembali inputan anda',
  stepCheckInput: 'Cek kembali inputan anda',
  usersExportTitle: 'Data Users',
  stepAlreadySubmitted: 'Data sudah di submit',
  auditDetailTitle: 'Detail Audit',
  ektpInvalid: 'E-KTP tidak valid',
  loginWrongEmailPassword: 'Email atau Password salah',
  loginIdentifierNotFound: 'Email atau username tidak ditemukan',
  loginEmailNotActive: 'Email belum aktif, Silahkan aktivasi email anda',
  resendActivationNotRegistered: 'Email belum terdaftar',
  forgotEmailRequired: 'Email harus diisi',
  resendActivationAlreadyActive: 'Email sudah aktif',
  loginIdentifierRequired: 'Email tidak boleh kosong',
  emailRequired: 'Email tidak boleh kosong',
  alreadyRegistered: 'Email/Username/No Telepon yang anda gunakan sudah terdaftar',
  uploadFileRequired: 'File tidak boleh kosong',
  emailFormat: 'Format email salah',
  profileEmailFormat: 'Format email salah',
  uploadImageInvalid: 'Format file atau ukuran salah',
  uploadVideoInvalid: 'Format file salah',
  forgotEmailFormat: 'Gunakan alamat email yang valid',
  ktpRejected: 'KTP Number rejected by the system!',
  registrationSystemError: 'Kesalahan sistem',
  otpRequired: 'Kode OTP Tidak Boleh kosong',
  activationExpired: 'Link Aktifasi sudah kadaluarsa.',
  activationLinkSentToast: 'Link aktivasi email berhasil dikirm',
  resendActivationSent: 'Link berhasil dikirim, cek email anda',
  videoLinkExpired: 'Link sudah kedaluarsah',
  promoterCodeLength: 'Minimal dan maksimal 8 karakter',
  videoWaitForSchedule: 'Mohon tunggu sampai tanggal yang sudah dijadwalkan',
  fullnameRequired: 'Nama lengkap tidak boleh kosong',
  tradeAccountNoRequired: 'No Akun tidak boleh kosong',
  demoNoData: 'No Data Available in Table',
  noData: 'No Data',
  ktpAlreadyRegistered: 'No KTP Sudah Terdaftar',
  ktpNoMin: 'No KTP minimal 16 karakter',
  npwpNoMin: 'No NPWP minimal 15 karakter',
  activationEmailRequired: 'No email tidak bolah kosong',
  phoneMin: 'No telepon minimal 10 karakter',
  profileOldPasswordWrong: 'Password lama salah',
  passwordMin8: 'Password minimal 8 karakter',
  passwordMin: 'Password minimal 8 karakter',
  staffPasswordRequired: 'Password tidak boleh kosong',
  passwordRequired: 'Password tidak boleh kosong',
  passwordMismatch: 'Password tidak sama, silahkan masukkan ulang password',
  newPasswordMismatch: 'Password tidak sesuai',
  dataNotRight: 'Pastikan data yang anda masukkan benar',
  attachmentFillEverything: 'Pastikan semua inputan sudah terisi',
  forgotAlreadyRequested: 'Permintaan telah dilakukan',
  consentRequired: 'Pernyataan Belum disetujui',
  newParticipantInvalid: 'Peserta Baru tidak valid',
  participantAccepted: 'Peserta berhasil diterima',
  participantRejected: 'Peserta berhasil ditolak',
  participantInvalid: 'Peserta tidak valid',
  platformNotChosen: 'Platform belum dipilih',
  previewTitle: 'Register Preview',
  counterRejectDone: 'Reject peserta baru berhasil',
  registrationSuccess: 'Selamat, Akun anda berhasil didaftarkan',
  submitMissingPersonal: 'Silahkan lengkapi Data Pribadi',
  signatureRequired: 'Tanda Tangan tidak boleh kosong',
  unblacklistDone: 'Unblacklist peserta berhasil',
  counterUserAccepted: 'User berhasil diterima',
  loginWrongUsernamePassword: 'Username atau Password salah',
  staffUsernameRequired: 'Username tidak boleh kosong',
  usernameRequired: 'Username tidak boleh kosong',
  videoAccepted: 'Video Berhasil diterima',
  verifyTitle: 'Verifikasi Peserta',
  demoTitle: 'Peserta GOFX dan Jafets',
  demoModalTitle: 'Tambah Akun Demo',
  demoAddAccount: 'Tambah akun',
  inactivityTitle: 'Sesi Berakhir',
  sessionEndedTitle: 'Sesi Berakhir',
  listNewTitle: 'Peserta Baru',
  listRegisteredTitle: 'Peserta Terdaftar',
  newPasswordMin: 'Gunakan minimal 8 karakter',
  newPasswordCase: 'Gunakan kombinasi huruf kapital dan huruf kecil',
  newPasswordDigitSymbol: 'Gunakan kombinasi angka dan simbol',
  submitMissingEmergencyContact: 'Data Kontak Darurat',
  submitMissingFinancial: 'Data Keuangan',
  submitMissingEmployment: 'Data Pekerjaan',
  submitMissingAttachment: 'Data Lampiran',
  activationEmailFormat: 'format email salah',
  stepSystemError: 'kesalahan sistem',
  phoneMax: 'maksimal 14 karakter',
  profilePasswordMismatch: 'password baru dan ulangi password tidak sama',
  // Button names the specification gives (decision 0219).
  actionBlacklist: 'Blacklist',
  actionUnblacklist: 'Unblacklist',
  // Quoted texts with 'Upload' read 'Unggah' (decision 0045), the rest as first written.
  uploadKtpRequired: 'Unggah KTP tidak boleh kosong',
  uploadPhotoRequired: 'Unggah Foto Terkini tidak boleh kosong',
  uploadPhotoWithKtpRequired: 'Unggah Foto diri dengan ktp tidak boleh kosong',
  // Only the opening words 'Anda Belum Melakukan Demo Account...' are quoted.
  loginDemoNotDone: 'Anda Belum Melakukan Demo Account, silahkan hubungi pialang anda',
} as const satisfies Partial<Record<MessageKey, string>>;

export interface GlossaryEntry {
  /** What is named, in the glossary's own words. */
  term: string;
  /** The one word our texts use for it. */
  word: string;
  /** Where any of these is found in a text of ours, it must read exactly `word`. */
  variants: RegExp;
}

/** Each thing our texts name, and the one word for it (the quoted texts' term where they have one). */
export const GLOSSARY: readonly GlossaryEntry[] = [
  // Quoted: 'Password tidak boleh kosong', 'Password lama salah'.
  { term: 'the password', word: 'Password', variants: /\bkata sandi\b/gi },
  // Quoted: 'Email tidak boleh kosong', 'cek email anda'.
  { term: 'e-mail', word: 'email', variants: /\be-mail\b/gi },
  // Quoted: 'Upload Foto Terkini tidak boleh kosong'.
  {
    term: 'the recent photo of the customer',
    word: 'Foto Terkini',
    variants: /\bfoto (terkini|terbaru)\b/gi,
  },
  // Quoted: 'Upload Foto diri dengan ktp' (one name, written as the document's name).
  {
    term: 'the photo of the customer holding their KTP',
    word: 'Foto Diri dengan KTP',
    variants: /\b(foto (diri )?(dengan|bersama) ktp|swafoto|selfie)\b/gi,
  },
  { term: 'please', word: 'silakan', variants: /\bsilahkan\b/gi },
  { term: 'to enter', word: 'memasukkan', variants: /\bmemasukan\b/gi },
  // The customer's and the staff's menus say 'Keluar'.
  { term: 'to log out', word: 'Keluar', variants: /\blog ?out\b/gi },
  // Quoted: 'Link sudah kedaluarsah', 'Link berhasil dikirim, cek email anda' (decision 0136).
  { term: 'a link (in an e-mail, an SMS, on a page)', word: 'link', variants: /\btautan\w*/gi },
  // The quoted texts and the two buttons say 'blacklist'; ours say 'daftar hitam' (decision 0219).
  {
    term: 'the blacklist (the list, the status)',
    word: 'daftar hitam',
    variants: /\b(daftar hitam|blacklist|blacklisted|di-blacklist)\b/gi,
  },
  // The quoted 'Unblacklist peserta berhasil' and the Unblacklist button aside (decision 0219).
  {
    term: 'taking a participant off the blacklist',
    word: 'keluarkan dari daftar hitam',
    variants: /\b(buka blacklist|un-?blacklist|unblacklisted|hapus dari daftar hitam)\b/gi,
  },
  // No quoted text names it; 'peramban' is the Indonesian one, beside 'Peramban ini tidak mendukung …'.
  { term: 'the web browser', word: 'peramban', variants: /\bbrowser\b/gi },
];

/**
 * The English words our texts keep on purpose, and why (decision 0136): the quoted texts' own
 * term for the thing, or a loanword Indonesian screens use as such. None may be in ENGLISH_WORDS.
 */
export const ENGLISH_TERMS: Readonly<Record<string, string>> = {
  email: "the quoted texts' term: 'Email tidak boleh kosong'",
  password: "the quoted texts' term: 'Password tidak boleh kosong'",
  username: "the quoted texts' term: 'Username tidak boleh kosong'",
  login: "the quoted title 'Login Admin' and its inactivity modal's Login (decision 0092)",
  admin: "the quoted title 'Login Admin'; the roles Super Admin, Admin Pialang, Admin Bank",
  link: "the quoted texts' term: 'Link sudah kedaluarsah', 'Link berhasil dikirim'",
  file: "the quoted texts' term: 'File tidak boleh kosong', 'Format file salah'",
  demo: "the quoted texts' term: 'Tambah Akun Demo', 'Demo Account'",
  platform: "the quoted texts' term: 'Platform belum dipilih'",
  video: "the quoted texts' term: 'Video Berhasil diterima'; 'video call' (decision 0092)",
  call: "in 'video call' only (decision 0092)",
  detail: "the quoted Detail button and 'Detail Audit'",
  ok: 'the quoted OK button after the OTP is verified (docs/product/customer-area.md § States)',
  status: 'a loanword Indonesian screens use as such (decision 0092)',
  menu: 'a loanword Indonesian screens use as such (decision 0092)',
  filter: 'a loanword Indonesian screens use as such (decision 0092)',
  reset: 'a loanword Indonesian screens use as such (decision 0092)',
  info: 'a loanword Indonesian screens use as such',
  trading: "the industry's word: 'akun trading' is the account on the trading platform",
  order: "the industry's word for an order on the trading platform ('Tipe order')",
  limit: "the industry's word for a limit order",
  server: 'a loanword Indonesian screens use as such',
  tab: "a loanword Indonesian screens use as such ('Buka di tab baru')",
  mouse: 'a loanword Indonesian screens use as such',
  webhook: "the partner-event standard's own name (Standard Webhooks), on the super admin's screen",
  endpoint: "the partner-event standard's own term, on the super admin's screen",
  hash: "the audit chain's technical term, on the super admin's screen",
};

/** English words that never belong in a text of ours (whole words, any case). */
export const ENGLISH_WORDS: readonly string[] = [
  'previous',
  'next',
  'page',
  'toggle',
  'visibility',
  'comments',
  'listed',
  'list',
  'type',
  'submit',
  'upload',
  'download',
  'room',
  'handphone',
  'preview',
  'register',
  'reject',
  'approve',
  'cancel',
  'close',
  'open',
  'search',
  'loading',
  'error',
  'success',
  'failed',
  'update',
  'settings',
  'home',
  'records',
  'select',
  'delete',
  'save',
  'edit',
  'view',
  'show',
  'hide',
  'continue',
  'confirm',
  'yes',
  'the',
  'of',
  'is',
  'not',
  'your',
  'please',
  'sorry',
  'invalid',
  'required',
  'empty',
  'name',
  'date',
  'number',
  'phone',
  'address',
  'account',
  'profile',
  'sign',
  'signup',
  'forgot',
  'welcome',
  'step',
  'done',
  'send',
  'click',
  'here',
  'photo',
  'picture',
  // Decision 0136: the words of the review and its lists, and of the back-office's screens.
  'review',
  'reviewer',
  'reviewed',
  'approved',
  'approval',
  'rejected',
  'pending',
  'verify',
  'verified',
  'submitted',
  'submission',
  'uploaded',
  'whitelist',
  // Decision 0219: only the quoted texts and the spec's two buttons keep them.
  'blacklist',
  'blacklisted',
  'unblacklist',
  'unblacklisted',
  'checklist',
  'queue',
  'draft',
  'user',
  'users',
  'customer',
  'supervisor',
  'dashboard',
  'back',
  'office',
  'trail',
  'desk',
  'holding',
  'company',
  'market',
  'day',
  'form',
  'slide',
  'passkey',
  'passkeys',
  'browser',
  'history',
  'report',
  'screen',
  'button',
  'image',
  'device',
  'security',
  'notification',
  'message',
  'help',
  'support',
  'setting',
  'online',
  'offline',
  'schedule',
  'create',
  'join',
  'leave',
  'start',
  'new',
  'old',
  'activity',
  'action',
  'reason',
  // The compliance screens' English (screening, four eyes, monitoring), never in a text of ours.
  'screening',
  'checker',
  'maker',
  'watchlist',
  'alert',
  'case',
  'cases',
  'retry',
];

const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'gi');

/** A text as read: its `{placeholder}` names and `code` (a file's field names) left out. */
function proseOf(text: string): string {
  return text.replace(/\{\w+\}/g, ' ').replace(/`[^`]*`/g, ' ');
}

/** The English words of a text, its `{placeholder}` names and `code` left out. */
export function englishWordsIn(text: string): string[] {
  return [...proseOf(text).matchAll(ENGLISH)].map((m) => m[0]);
}

/**
 * The word as written, with its first letter's case changed (a sentence's or a label's start), or
 * with each of its words capitalised (a label: 'Peserta Daftar Hitam').
 */
function isTheWord(found: string, word: string): boolean {
  const first = word.charAt(0);
  const flipped = (first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase()) + word.slice(1);
  const titled = word.replace(
    /(^|\s)(\p{Ll})/gu,
    (_, space: string, letter: string) => space + letter.toUpperCase(),
  );
  return found === word || found === flipped || found === titled;
}

/** Where a text of ours names a thing otherwise than the glossary's one word: `found → word`. */
export function glossaryBreaches(text: string): string[] {
  const breaches: string[] = [];
  const prose = proseOf(text);
  for (const entry of GLOSSARY) {
    for (const m of prose.matchAll(entry.variants)) {
      if (!isTheWord(m[0], entry.word)) breaches.push(`'${m[0]}' → '${entry.word}'`);
    }
  }
  return breaches;
}
