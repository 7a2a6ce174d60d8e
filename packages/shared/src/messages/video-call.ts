/**
 * The video-call screens' texts (docs/product/back-office.md § Screens /nsb-video-call, /video-call/{id}; § Messages). The buttons
 * first named Create Room, Join Room and Leave Room, never quoted as texts, are said in
 * Indonesian (Buat/Masuk/Tinggalkan Ruang, decision 0092); the server's
 * outcomes ('Link sudah kedaluarsah', 'Mohon tunggu…', 'Video Berhasil diterima') live with the
 * back-office records (backoffice-records.ts), the camera alert with onboarding's.
 */

// ── Officer: /nsb-video-call ─────────────────────────────────────────
export const videoListTitle = 'Video Call Peserta'; // (ours)
export const videoColCitizenship = 'Kewarganegaraan'; // (ours)
export const videoColSchedule = 'Jadwal Video Call'; // (ours)
export const actionCreateRoom = 'Buat Ruang'; // 'Create Room' in Indonesian (decision 0092)
export const actionJoinRoom = 'Masuk Ruang'; // 'Join Room' in Indonesian (decision 0092)
export const actionLeaveRoom = 'Tinggalkan Ruang'; // 'Leave Room' in Indonesian (decision 0092)
export const actionAcceptVideo = 'Terima Video'; // (ours)
export const videoScheduleTitle = 'Jadwalkan Video Call'; // (ours)
export const videoScheduleDateLabel = 'Tanggal'; // (ours)
export const videoScheduleTimeLabel = 'Jam (WIB)'; // (ours)
export const videoScheduleHint =
  'Peserta menerima link video call melalui email dan SMS. Ruang video call dapat dibuka mulai jam ini selama 2 jam.'; // (ours)
export const videoScheduleRequired = 'Pilih tanggal dan jam video call'; // (ours)
export const videoScheduleSubmit = 'Buat Ruang'; // (ours)
export const videoScheduleDone =
  'Video call berhasil dijadwalkan. Link sudah dikirim ke email dan SMS peserta.'; // (ours)
export const videoAcceptConfirm =
  'Terima video verifikasi peserta ini? Pastikan wajah dan dokumen peserta sudah sesuai.'; // (ours)
export const videoRoomTitle = 'Video Call: {name}'; // (ours)

// ── The call, both sides ─────────────────────────────────────────────
export const videoYou = 'Anda'; // (ours)
export const videoHost = 'Petugas'; // (ours)
export const videoGuest = 'Peserta'; // (ours)
export const videoConnecting = 'Menghubungkan…'; // (ours)
export const videoWaitingForGuest = 'Menunggu peserta bergabung…'; // (ours)
export const videoWaitingForHost = 'Menunggu petugas bergabung…'; // (ours)
export const videoGuestLeft = 'Peserta keluar dari video call.'; // (ours)
export const videoHostLeft = 'Petugas keluar dari video call.'; // (ours)
export const videoCallEnded = 'Video call selesai.'; // (ours)
export const videoReconnecting = 'Koneksi terputus. Menghubungkan kembali…'; // (ours)
export const videoSignalFailed =
  'Tidak dapat terhubung ke server video call. Periksa koneksi internet Anda lalu coba lagi.'; // (ours)
export const videoRoomBusy = 'Video call ini sedang dibuka oleh orang lain.'; // (ours)
export const videoOpenedElsewhere = 'Video call ini dibuka di tab atau perangkat lain.'; // (ours)
export const videoTryAgain = 'Coba Lagi'; // (ours)
export const videoRecording = 'Merekam'; // (ours)
export const videoRecordingSaving = 'Menyimpan rekaman…'; // (ours)
export const videoRecordingSaved = 'Rekaman video call tersimpan.'; // (ours)
export const videoRecordingRetrying = 'Rekaman belum terkirim, mencoba lagi…'; // (ours)
export const videoRecordingUnsupported =
  'Peramban ini tidak dapat merekam video call. Gunakan Chrome versi terbaru.'; // (ours)
export const videoRecordingFailed = 'Rekaman gagal disimpan: {reason}'; // (ours)
export const videoCameraBlockedHelp =
  'Izinkan akses kamera dan mikrofon: ketuk ikon gembok di sebelah alamat situs, pilih Izin, aktifkan Kamera dan Mikrofon, lalu ketuk Coba Lagi.'; // (ours)
export const videoCameraMissingHelp =
  'Kamera atau mikrofon tidak ditemukan, atau sedang dipakai aplikasi lain. Tutup aplikasi lain yang memakai kamera, lalu ketuk Coba Lagi.'; // (ours)

// ── Participant: /video-call/{id} and the waiting screen ──────────────
export const videoRoomPageTitle = 'Video Call Verifikasi'; // (ours)
export const videoCheckTitle = 'Periksa Kamera dan Mikrofon'; // (ours)
export const videoCheckHint =
  'Pastikan wajah Anda terlihat jelas, ruangan cukup terang, dan siapkan KTP asli Anda.'; // (ours)
export const videoJoin = 'Gabung Video Call'; // (ours)
export const videoScheduledAt = 'Jadwal: {when}'; // (ours)
export const videoWaitingScheduled = 'Video call verifikasi Anda dijadwalkan pada {when}.'; // (ours)
export const videoOpenRoom = 'Buka Video Call'; // (ours)
export const videoBackHome = 'Kembali ke Beranda'; // (ours)

// ── Detail gallery ───────────────────────────────────────────────────
export const galleryCallRecording = 'Rekaman Video Call'; // (ours)
export const galleryCallRecordingAt = 'Direkam {when}, durasi {duration}'; // (ours)
export const galleryCallConsent = 'Peserta menyetujui perekaman pada {when}'; // (ours)
export const galleryCallNoConsent = 'Tidak ada persetujuan perekaman dari peserta'; // (ours)
export const galleryCallRecordingUnfinished = 'Direkam {when} (tidak ditutup dengan Tinggalkan Ruang)'; // (ours)

// ── Video status badge (lists and detail; one text per status) ────────
export const videoBadgeNew = 'Video: belum dijadwalkan'; // (ours)
export const videoBadgeScheduled = 'Video: terjadwal {when}'; // (ours)
export const videoBadgeDone = 'Video: diterima'; // (ours)

// ── Recording consent (UU PDP), the participant's room ───────────────
export const videoConsentTitle = 'Video call ini direkam'; // (ours)
export const videoConsentText =
  'Untuk verifikasi identitas Anda, video call ini direkam (gambar dan suara Anda serta petugas). Rekaman disimpan oleh pialang sebagai catatan verifikasi sesuai UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi dan hanya dapat dilihat oleh petugas yang berwenang.'; // (ours)
export const videoConsentCheckbox = 'Saya setuju video call ini direkam untuk verifikasi identitas saya.'; // (ours)
export const videoConsentNeeded = 'Centang persetujuan perekaman untuk bergabung.'; // (ours)
export const videoRecordedNotice = 'Video call ini direkam.'; // (ours)

// ── The officer's list: filter, schedule changes, the room's opening ──
export const videoFilterAll = 'Semua'; // (ours)
export const videoFilterToday = 'Hari ini'; // (ours)
export const videoFilterLabel = 'Tampilkan'; // (ours)
export const actionReschedule = 'Ubah Jadwal'; // (ours)
export const actionCancelCall = 'Batalkan Video Call'; // (ours)
export const videoRescheduleTitle = 'Ubah Jadwal Video Call'; // (ours)
export const videoRescheduleHint =
  'Peserta menerima link baru melalui email dan SMS; link lama tidak berlaku lagi.'; // (ours)
export const videoCancelConfirm =
  'Batalkan video call ini? Link-nya tidak berlaku lagi dan peserta diberi tahu melalui email dan SMS.'; // (ours)
export const videoRoomOpensAt = 'Dibuka {when}'; // (ours)
export const videoAcceptUnavailable = 'Terima Video belum tersedia'; // (ours)
export const actionUnavailableWhy = 'Mengapa tombol tidak tersedia'; // (ours)
