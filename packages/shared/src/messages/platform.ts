/** Platform and bank choice texts (docs/product/customer-area.md § Screens, Rules; docs/product/onboarding.md § Screens). */

// ── Platform choice and bank (docs/product/customer-area.md § Screens, Rules; docs/product/onboarding.md § Screens) ────────────────
export const platformTitle = 'Pembukaan RPED';
export const platformSubtitle = 'Pilih platform perdagangan emas digital Anda.'; // (ours)
export const platformLabel = 'Platform'; // (ours)
export const chooseBankTitle = 'Bank Mitra Rekening Peserta Emas Digital'; // (ours)
export const chooseBankSubtitle = 'Pilih bank tempat rekening peserta emas digital Anda dibuka.'; // (ours)
export const hasBankAccountQuestion = 'Apakah Anda sudah memiliki rekening tabungan di bank ini?'; // (ours)
export const hasBankAccountYes = 'Ya';
export const hasBankAccountNo = 'Belum';
export const openBankAccountFirst =
  'Silakan buka rekening tabungan terlebih dahulu melalui aplikasi bank berikut, lalu kembali ke halaman ini.'; // (ours)

// ── Web: customer area ──
export const promoterCodeChecking = 'Memeriksa kode promotor…'; // (ours)
export const chooseBankChange = 'Pilih bank lain'; // (ours)
export const openBankAccountTitle = 'Buka rekening terlebih dahulu'; // (ours)
export const opensInNewTab = '(membuka tab baru)'; // (ours)
export const chooseBankPageTitle = 'Pilih Bank'; // (ours) the bank choice's document title
