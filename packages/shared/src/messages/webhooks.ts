/**
 * Signed events for the partners (Standard Webhooks; decision 0114): the super admin's
 * '/integrasi' screen and the server's replies. All ours.
 */

// ── Validation and server replies ───────────────────────────────────────
export const webhookUrlRequired = 'Isi alamat endpoint';
export const webhookUrlInvalid = 'Alamat endpoint tidak valid';
export const webhookUrlHttpsRequired = 'Alamat endpoint harus memakai HTTPS';
export const webhookUrlPrivate = 'Alamat endpoint mengarah ke jaringan internal dan tidak diizinkan';
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
