/**
 * Signed events for the partners (Standard Webhooks; decision 0114): the super admin's
 * '/integrasi' screen and the server's replies. All ours.
 */

// ── Validation and server replies ───────────────────────────────────────
export const webhookUrlRequired = 'Isi alamat endpoint';
export const webhookUrlInvalid = 'Alamat endpoint tidak valid';
export const webhookUrlHttpsRequired = 'Alamat endpoint harus memakai HTTPS';
/** One text for an internal address and a name that does not resolve: it names no address (decision 0123). */
export const webhookUrlNotAllowed =
  'Alamat endpoint tidak diizinkan. Gunakan alamat publik milik mitra yang dapat dihubungi dari internet.';
export const webhookEventTypesRequired = 'Pilih minimal satu jenis peristiwa';
export const webhookEndpointCreated =
  'Endpoint dibuat. Simpan rahasia penandatanganan ini sekarang: rahasia hanya ditampilkan sekali.';
export const webhookEndpointUpdated = 'Endpoint diperbarui';
export const webhookSecretRotated = 'Rahasia baru dibuat. Rahasia lama tetap menandatangani selama 24 jam.';
export const webhookEndpointNotFound = 'Endpoint tidak ditemukan';
export const webhookPartnerNotFound = 'Mitra integrasi tidak ditemukan';
export const webhookDeliveryNotFound = 'Pengiriman tidak ditemukan';
export const webhookTestSent = 'Peristiwa uji dikirim';
export const webhookResent = 'Peristiwa dikirim ulang';
export const webhookEndpointInactive = 'Endpoint sedang nonaktif. Aktifkan dahulu untuk mengirim.';

// ── The audit trail's labels (ours) ─────────────────────────────────────
export const auditActionWebhookEndpointCreate = 'Membuat endpoint webhook mitra';
export const auditActionWebhookEndpointUpdate = 'Mengubah endpoint webhook mitra';
export const auditActionWebhookSecretRotate = 'Mengganti rahasia endpoint webhook';
export const auditActionWebhookTest = 'Mengirim peristiwa uji ke endpoint webhook';
export const auditActionWebhookResend = 'Mengirim ulang peristiwa webhook';
export const auditActionWebhookEndpointDisabled = 'Endpoint webhook dinonaktifkan (410 dari mitra)';

// ── Delivery outcomes (the delivery log's error column) ─────────────────
export const webhookAttemptTimeout = 'Endpoint tidak menjawab dalam 10 detik';
export const webhookAttemptConnection = 'Tidak dapat terhubung ke endpoint';
export const webhookAttemptRedirect = 'Endpoint menjawab dengan pengalihan; pengalihan tidak diikuti';
export const webhookAttemptHttpError = 'Endpoint menjawab dengan kode gagal';
export const webhookAttemptStopped = 'Dihentikan: endpoint dinonaktifkan';
export const webhookEventTypesInvalid = 'Jenis peristiwa tidak dikenal';
export const webhookDescriptionTooLong = 'Keterangan paling banyak 200 karakter';

// ── The '/integrasi' screen ──────────────────────────────────────────────
export const staffNavIntegrations = 'Integrasi';
export const integrationsTitle = 'Integrasi';
export const integrationsIntro =
  'Bursa dan bank mitra menerima peristiwa bertanda tangan (Standard Webhooks) saat keputusan dibuat. Atur endpoint setiap mitra, kirim peristiwa uji, dan periksa log pengirimannya.';
export const integrationsEmpty =
  'Belum ada mitra integrasi. Tambahkan mitra dengan tombol Tambah mitra; setelah itu endpoint-nya dapat ditambahkan.';
// ── A new partner and its API key (decision 0127) ───────────────────────
export const integrationsAddPartner = 'Tambah mitra';
export const integrationsPartnerName = 'Nama mitra';
export const integrationsPartnerNameHint = '2–60 huruf, angka, spasi, titik, tanda hubung atau garis bawah';
export const integrationsPartnerNameInvalid =
  'Nama mitra 2–60 karakter: huruf, angka, spasi, titik, tanda hubung atau garis bawah';
export const integrationsPartnerNameTaken = 'Nama mitra sudah dipakai';
export const integrationsPartnerKind = 'Jenis mitra';
export const integrationsPartnerKindRequired = 'Pilih jenis mitra';
export const integrationsPartnerPlatform = 'Platform';
export const integrationsPartnerPlatformRequired = 'Pilih platform';
export const integrationsPartnerPlatformUnknown = 'Platform tidak dikenal';
export const integrationsPartnerBank = 'Bank';
export const integrationsPartnerBankRequired = 'Pilih bank';
export const integrationsPartnerBankUnknown = 'Kode bank tidak dikenal';
export const integrationsPartnerCreate = 'Buat mitra';
export const integrationsPartnerCreated =
  'Mitra dibuat. Simpan kunci API ini sekarang: kunci hanya ditampilkan sekali.';
export const integrationsKeyTitle = 'Kunci API mitra';
export const integrationsKeyWarning =
  'Salin kunci API ini sekarang dan berikan kepada mitra melalui saluran yang aman. Kunci tidak dapat ditampilkan lagi; bila hilang, buat entri mitra baru.';
export const integrationsCopyKey = 'Salin kunci';
export const integrationsKeyCopied = 'Kunci tersalin';
export const integrationsKeyDone = 'Saya sudah menyimpan kunci ini';
export const auditActionIntegrationPartnerCreate = 'Membuat mitra integrasi';
export const integrationsKindExchange = 'Bursa';
export const integrationsKindBank = 'Bank';
export const integrationsPartnerInactive = 'Mitra nonaktif';
export const integrationsKeyPrefix = 'Awalan kunci API';
export const integrationsLastUsed = 'Terakhir dipakai';
export const integrationsNeverUsed = 'Belum pernah';
export const integrationsNoEndpoints =
  'Belum ada endpoint. Tambahkan endpoint agar mitra menerima peristiwa.';
export const integrationsAddEndpoint = 'Tambah endpoint';
export const integrationsEditEndpoint = 'Ubah endpoint';
export const integrationsEdit = 'Ubah';
export const integrationsUrl = 'Alamat endpoint (URL)';
export const integrationsUrlHint = 'Alamat HTTPS milik mitra. Alamat jaringan internal ditolak.';
export const integrationsDescription = 'Keterangan';
export const integrationsEventTypes = 'Jenis peristiwa';
export const integrationsSave = 'Simpan';
export const integrationsActive = 'Aktif';
export const integrationsInactive = 'Nonaktif';
export const integrationsDisabledGone = 'Dinonaktifkan: mitra menjawab 410';
export const integrationsTurnOn = 'Aktifkan';
export const integrationsTurnOff = 'Nonaktifkan';
export const integrationsFailedCount = 'Gagal: {n}';
export const integrationsPendingCount = 'Menunggu: {n}';
export const integrationsOverlapUntil = 'Rahasia lama masih menandatangani sampai {time}';
export const integrationsRotate = 'Ganti rahasia';
export const integrationsRotateQuestion =
  'Rahasia baru akan dibuat dan ditampilkan sekali. Rahasia lama tetap menandatangani selama 24 jam agar mitra sempat menggantinya; setelah itu hanya rahasia baru yang berlaku.';
export const integrationsSecretTitle = 'Rahasia penandatanganan';
export const integrationsSecretWarning =
  'Salin rahasia ini sekarang dan berikan kepada mitra melalui saluran yang aman. Rahasia tidak dapat ditampilkan lagi; bila hilang, ganti rahasia.';
export const integrationsCopySecret = 'Salin rahasia';
export const integrationsSecretCopied = 'Rahasia tersalin';
export const integrationsSecretDone = 'Saya sudah menyimpan rahasia ini';
export const integrationsSendTest = 'Kirim uji';
export const integrationsAttemptOk = 'Diterima mitra: HTTP {code}, {ms} ms';
export const integrationsAttemptRefused = 'Tidak diterima mitra: HTTP {code}, {ms} ms';
export const integrationsAttemptNoReply = 'Tidak sampai ke mitra: {error} ({ms} ms)';
export const integrationsDeliveries = 'Log pengiriman';
export const integrationsHideDeliveries = 'Tutup log';
export const integrationsDeliveriesEmpty = 'Belum ada pengiriman ke endpoint ini.';
export const integrationsDeliveriesStatusAll = 'Semua';
export const integrationsColTime = 'Waktu';
export const integrationsColEvent = 'Jenis peristiwa';
export const integrationsColStatus = 'Status';
export const integrationsColAttempts = 'Percobaan';
export const integrationsColCode = 'Kode respons';
export const integrationsColDuration = 'Lama';
export const integrationsColNext = 'Percobaan berikutnya';
export const integrationsStatusPending = 'Menunggu';
export const integrationsStatusDelivered = 'Terkirim';
export const integrationsStatusFailed = 'Gagal';
export const integrationsShowAttempts = 'Lihat percobaan';
export const integrationsHideAttempts = 'Tutup percobaan';
export const integrationsAttemptNo = 'Percobaan ke-{n}';
export const integrationsAttemptAuto = 'Otomatis';
export const integrationsAttemptManual = 'Manual';
export const integrationsNoResponse = 'Tanpa respons';
export const integrationsDurationMs = '{ms} ms';
export const integrationsResend = 'Kirim ulang';
export const integrationsEventSubmitted = 'Peserta mengajukan data';
export const integrationsEventApproved = 'Peserta disetujui';
export const integrationsEventRejected = 'Peserta ditolak';
export const integrationsEventResubmission = 'Peserta diminta memperbaiki data';
export const integrationsEventBlacklisted = 'Peserta masuk daftar hitam';
export const integrationsEventUnblacklisted = 'Peserta keluar dari daftar hitam';
export const integrationsEventBankVerified = 'Rekening bank terverifikasi';
export const integrationsEventTest = 'Peristiwa uji';
export const integrationsPagePrevious = 'Sebelumnya';
export const integrationsPageNext = 'Berikutnya';
export const integrationsPageOf = 'Halaman {page} dari {pages}';
