/**
 * Screening against the lists, the lists' page (/daftar-pantauan) and four-eyes decisions
 * (decision 0111). All ours: none of them is quoted. A customer never reads any of
 * these (no tipping off, UU 8/2010 art. 12): what the customer sees of a frozen file is the
 * ordinary blocked-account text.
 */

// ── Sources ───────────────────────────────────────────────────────────
export const watchlistSourceUn = 'Daftar Sanksi Dewan Keamanan PBB';
export const watchlistSourceDttot = 'DTTOT (Daftar Terduga Teroris dan Organisasi Teroris)';
export const watchlistSourceProliferation = 'Daftar Pendanaan Proliferasi Senjata Pemusnah Massal';
export const watchlistSourceKilau = 'Daftar Hitam Kilau';
export const watchlistSourcePep = 'Daftar PEP (Orang yang Populer secara Politis)';

// ── /daftar-pantauan ──────────────────────────────────────────────────
export const watchlistTitle = 'Daftar Pantauan';
export const staffNavWatchlists = 'Daftar Pantauan';
export const watchlistIntro =
  'Setiap peserta disaring terhadap daftar ini saat pengajuan, setelah perubahan nama, tanggal lahir, atau NIK, dan setiap kali versi daftar baru diunggah.';
export const watchlistUpload = 'Unggah versi baru';
export const watchlistUploadFile = 'Berkas daftar';
export const watchlistUploadSource = 'Daftar';
export const watchlistUploadHintUn = 'Berkas XML daftar konsolidasi Dewan Keamanan PBB.';
export const watchlistUploadHintPpatk = 'Berkas .xlsx atau .csv sebagaimana diterbitkan PPATK.';
export const watchlistUploadHintPep =
  'Ekspor OpenSanctions: entities.ftm.json (FollowTheMoney, satu entitas per baris; memuat jabatan) atau targets.simple.csv (tanpa jabatan). Hanya entitas Person yang disaring.';
export const watchlistUploaded = 'Versi baru tersimpan. Penyaringan ulang seluruh peserta sedang berjalan.';
export const watchlistNoVersion = 'Belum ada versi yang diunggah.';
export const watchlistVersion = 'Versi';
export const watchlistEntries = 'Entri';
export const watchlistUploadedAt = 'Diunggah';
export const watchlistUploadedBy = 'Oleh';
export const watchlistSha256 = 'SHA-256';
export const watchlistAdded = 'Ditambahkan';
export const watchlistRemoved = 'Dihapus';
export const watchlistChanged = 'Berubah';
export const watchlistDiffTitle = 'Perubahan pada unggahan terakhir';
export const watchlistVersionsTitle = 'Riwayat versi';
export const watchlistKilauNote =
  'Peserta yang dimasukkan ke daftar hitam oleh staf Kilau; selalu terkini, tanpa unggahan.';
export const watchlistRunsTitle = 'Penyaringan ulang';
export const watchlistRunProgress = 'Disaring';
export const watchlistRunFlagged = 'Kecocokan baru';
export const watchlistRunQueued = 'Menunggu';
export const watchlistRunRunning = 'Berjalan';
export const watchlistRunDone = 'Selesai';
export const watchlistRunFailed = 'Gagal';
export const watchlistIndividuals = 'orang';
export const watchlistEntities = 'korporasi';
export const watchlistEntriesCount = '{entries} entri ({individuals} orang, {entities} korporasi)';
export const watchlistFileName = 'Berkas';
export const watchlistCopySha = 'Salin SHA-256';
export const watchlistCopied = 'SHA-256 tersalin';
export const watchlistUploadSubmit = 'Unggah';
export const watchlistDiffMore = 'dan {count} lainnya';
export const watchlistDiffNone = 'Tidak ada entri.';
export const watchlistDiffOf = '{source}, versi {version}';
export const watchlistDiffFirst = 'Versi pertama: semua entri baru.';
export const watchlistDiffShow = 'Lihat perubahan';
export const watchlistChangedFields = 'Kolom berubah';
export const watchlistVersionsEmpty = 'Belum ada versi untuk daftar ini.';
export const watchlistRunsEmpty = 'Belum ada penyaringan ulang.';
export const watchlistRunStarted = 'Dimulai';
export const watchlistRunSourceCol = 'Daftar';
export const watchlistRunStatus = 'Status';
export const watchlistRunTriggerUpload = 'Unggahan daftar';
export const watchlistRunTriggerBlacklist = 'Perubahan daftar hitam';
export const watchlistFieldName = 'Nama';
export const watchlistFieldKind = 'Jenis';
export const watchlistFieldAliases = 'Alias';
export const watchlistFieldBirthDates = 'Tanggal lahir';
export const watchlistFieldBirthPlaces = 'Tempat lahir';
export const watchlistFieldNationalities = 'Kewarganegaraan';
export const watchlistFieldDocuments = 'Dokumen';
export const watchlistFieldAddresses = 'Alamat';
export const watchlistFieldDetails = 'Keterangan';
export const watchlistFieldPositions = 'Jabatan';
export const watchlistVersionNotFound = 'Versi daftar tidak ditemukan.';
export const watchlistRunNotFound = 'Penyaringan ulang tidak ditemukan.';
// ── 'Kecocokan baru: N' followed to those N (decision 0132) ───────────
export const watchlistFindingsTitle = 'Kecocokan baru dari penyaringan ulang';
export const watchlistFindingsIntro =
  'Peserta yang ditandai oleh penyaringan ulang ini, dengan kecocokan yang ditemukannya. Status menunjukkan keadaan kecocokan saat ini.';
export const watchlistFindingsOpen = 'Lihat {count} peserta dengan kecocokan baru';
export const watchlistFindingsNone = 'Penyaringan ulang ini tidak menemukan kecocokan baru.';
export const watchlistFindingsBack = 'Kembali ke Daftar Pantauan';
export const watchlistFindingsMatches = 'Kecocokan yang ditemukan';
export const watchlistFindingNew = 'baru';
export const watchlistFindingReopened = 'dibuka kembali';
// ── The dashboards' warning about the lists (decision 0132) ───────────
export const watchlistStatusTitle = 'Daftar pantauan perlu diperbarui';
export const watchlistStatusMissing =
  '{list}: belum ada versi yang diunggah. Peserta belum dapat disaring terhadap daftar ini.';
export const watchlistStatusStale =
  '{list}: versi {version} diunggah {date}, {days} hari yang lalu (batas {max} hari).';
export const watchlistStatusUpload = 'Unggah di Daftar Pantauan';
export const watchlistStatusAskSuperAdmin = 'Minta super admin mengunggah versi terbaru di Daftar Pantauan.';
export const watchlistStatusFailed = 'Keadaan daftar pantauan tidak dapat dimuat.';
export const auditActionWatchlistUpload = 'Mengunggah versi daftar pantauan';
export const auditActionWatchlistUploadRefused = 'Unggahan daftar pantauan ditolak';

// ── Refused uploads: 'Baris {row}: {reason}' ─────────────────────────
export const watchlistRefusedRow = 'Berkas ditolak. Baris {row}: {reason}. Tidak ada data yang disimpan.';
export const watchlistRefusedFile = 'Berkas ditolak: {reason}. Tidak ada data yang disimpan.';
export const watchlistFormatWrong = 'format berkas tidak sesuai untuk daftar ini ({formats})';
export const watchlistFileEmpty = 'berkas kosong';
export const watchlistFileTooLarge = 'berkas melebihi 20 MB';
export const watchlistXmlInvalid = 'XML tidak dapat dibaca ({detail})';
export const watchlistXmlNotUn = 'bukan daftar konsolidasi PBB (elemen CONSOLIDATED_LIST tidak ditemukan)';
export const watchlistNoEntries = 'tidak ada entri dalam berkas';
export const watchlistNameMissing = 'nama kosong';
export const watchlistRefMissing = 'nomor referensi kosong';
export const watchlistRefDuplicate = 'nomor referensi {ref} sudah muncul di baris {first}';
export const watchlistDateInvalid = 'tanggal lahir "{value}" tidak dikenali';
export const watchlistHeaderMissing = 'kolom "{column}" tidak ditemukan pada baris judul';
export const watchlistSameFile = 'berkas ini sama dengan versi yang berlaku (SHA-256 sama)';
export const watchlistKindInvalid = 'kolom Terduga "{value}" bukan Orang atau Korporasi';
export const watchlistCsvInvalid = 'CSV tidak dapat dibaca ({detail})';
export const watchlistXlsxInvalid = 'berkas .xlsx tidak dapat dibuka';
// Hostile or oversized files (decision 0120): refused before they are read in full.
export const watchlistXmlDoctype = 'XML memuat deklarasi DOCTYPE atau ENTITY, yang tidak dipakai daftar PBB';
export const watchlistXmlEntity = 'XML memakai entitas "{name}" yang tidak dikenal';
export const watchlistXmlTooDeep = 'XML bersarang lebih dari {depth} tingkat';
export const watchlistXlsxTooLarge = 'isi berkas .xlsx melebihi {mb} MB setelah diekstrak';
export const watchlistXlsxUnsafe =
  'struktur berkas .xlsx tidak wajar (isi tersembunyi atau ukuran yang tidak cocok)';
export const watchlistParseLimit = 'berkas terlalu berat untuk dibaca (melebihi batas memori atau waktu)';
// PEP lists (decision 0193): OpenSanctions' FollowTheMoney JSON lines or its targets.simple.csv.
export const watchlistJsonInvalid = 'baris ini bukan JSON yang sah ({detail})';
export const watchlistJsonNotEntity =
  'baris ini bukan entitas FollowTheMoney (objek dengan "id", "schema", dan "properties")';
export const watchlistJsonValueInvalid = 'properti "{property}" harus berupa daftar teks';
export const watchlistLineTooLong = 'baris melebihi {kb} KB';
export const watchlistNotUtf8 = 'berkas bukan teks UTF-8';
export const watchlistPepNoPersons = 'tidak ada entitas Person dalam berkas (daftar PEP memuat orang)';
export const screeningDetailPositions = 'Jabatan';
export const screeningDetailGender = 'Jenis kelamin';
export const screeningDetailTopics = 'Topik';
export const screeningDetailDatasets = 'Sumber data';
export const screeningGenderMale = 'Laki-laki';
export const screeningGenderFemale = 'Perempuan';
// OpenSanctions' topics of a person on a PEP list.
export const screeningTopicPep = 'PEP';
export const screeningTopicRca = 'keluarga atau rekan dekat PEP';
export const screeningConfirmWarningPep =
  'Kecocokan daftar PEP yang dikonfirmasi tidak memasukkan peserta ke daftar hitam dan tidak membekukan berkasnya: jabatan dari daftar masuk penilaian risiko (model bawaan: Tinggi), dan persetujuannya memerlukan uji tuntas lanjut (EDD). Peserta tidak diberi tahu.';

// ── An upload's progress (decision 0120): read off the request, polled by the page ──
export const watchlistUploadParsing = 'Berkas sedang dibaca…';
export const watchlistUploadReading = 'Membaca berkas';
export const watchlistUploadNotFound = 'Unggahan tidak ditemukan.';

// ── The participant's screening panel ─────────────────────────────────
export const screeningTitle = 'Penyaringan Daftar Pantauan';
export const screeningClear = 'Tidak ada kecocokan dengan daftar pantauan.';
export const screeningNotScreened = 'Peserta belum disaring.';
/** No version of a required list is loaded (decision 0131): nobody is screened yet. */
export const screeningListsMissing =
  'Belum disaring: {lists} belum dimuat. Persetujuan menunggu sampai super admin mengunggahnya.';
/** The action hint while a required list is missing (the refusal names which). */
export const approveBlockedListsNotLoaded =
  'Peserta belum disaring: daftar UN dan DTTOT harus dimuat lebih dulu oleh super admin.';
export const approveBlockedListsMissing =
  'Peserta belum disaring: {lists} belum dimuat. Persetujuan menunggu sampai super admin mengunggahnya.';
export const screeningOpenMatches = '{count} kecocokan perlu diputuskan sebelum peserta dapat disetujui.';
export const screeningLastScreened = 'Terakhir disaring';
export const screeningScore = 'Skor';
export const screeningParticipant = 'Peserta';
export const screeningListEntry = 'Entri daftar';
export const screeningWhy = 'Mengapa cocok';
/** 'Mengapa cocok' (decision 0132): both names as written and as compared, both birth dates. */
export const screeningWhyNameWritten = 'Nama seperti tertulis';
export const screeningWhyNameCompared = 'Nama setelah dinormalisasi';
export const screeningWhyCaption = 'Nama dan tanggal lahir peserta dan entri daftar';
export const screeningWhyUnknown = 'Tidak diketahui';
export const screeningMatchedAlias = 'alias';
export const screeningDismiss = 'Bukan kecocokan';
export const screeningConfirm = 'Konfirmasi kecocokan';
export const screeningDismissTitle = 'Ajukan: bukan kecocokan';
export const screeningConfirmTitle = 'Ajukan: konfirmasi kecocokan';
export const screeningConfirmWarning =
  'Kecocokan yang dikonfirmasi memasukkan peserta ke daftar hitam dan membekukan berkasnya. Peserta tidak diberi tahu alasannya.';
export const screeningStatusOpen = 'Perlu diputuskan';
export const screeningStatusDismissed = 'Bukan kecocokan';
export const screeningStatusConfirmed = 'Kecocokan dikonfirmasi';
export const screeningStatusCleared = 'Tidak lagi di daftar';
export const screeningFrozen = 'Berkas dibekukan: kecocokan daftar pantauan dikonfirmasi.';
export const screeningHighRiskDismissed = 'Ada kecocokan daftar pantauan yang dinyatakan bukan kecocokan';
export const screeningHighRiskBlacklistedDuplicate = 'Data sama dengan peserta dalam daftar hitam';
export const screeningFourEyesNote = 'Persetujuan peserta ini memerlukan orang kedua.';
export const screeningQualifierBirthDate = 'Tanggal lahir';
export const screeningQualifierNationality = 'Kewarganegaraan';
export const screeningQualifierIdentity = 'Nomor identitas';
export const screeningQualifierSingleToken = 'Nama satu kata';
export const screeningQualifierAliasQuality = 'Kualitas alias';
export const screeningQualifierEntity = 'Entitas (bukan orang)';
export const screeningQualifierGender = 'Jenis kelamin';
export const screeningName = 'Nama';
export const screeningAliases = 'Alias';
export const screeningAliasGood = 'kualitas baik';
export const screeningAliasLow = 'kualitas rendah';
export const screeningBirthDates = 'Tanggal lahir';
export const screeningBirthPlaces = 'Tempat lahir';
export const screeningNationalities = 'Kewarganegaraan';
export const screeningDocuments = 'Dokumen';
export const screeningAddresses = 'Alamat';
/**
 * The lists' own fields, named in Indonesian on the match card (decision 0128); the keys are the
 * ones the list parsers store (watchlists/parsers: the UN's XML, PPATK's DTTOT rows).
 */
export const screeningDetailDataId = 'Nomor data PBB'; // (ours)
export const screeningDetailUnListType = 'Jenis daftar PBB'; // (ours)
export const screeningDetailListedOn = 'Tanggal dicantumkan'; // (ours)
export const screeningDetailComments = 'Keterangan'; // (ours)
export const screeningDetailDensusCode = 'Kode Densus'; // (ours)
export const screeningDetailNo = 'Nomor urut'; // (ours)
export const screeningDetailDescription = 'Deskripsi'; // (ours)
export const screeningRef = 'Referensi';
export const screeningKilauParticipant = 'Buka peserta dalam daftar hitam';
export const screeningListVersion = 'Versi daftar {version}, diunggah {at}';
export const screeningNameScore = 'Skor nama';
export const screeningTokenExact = 'sama persis';
export const screeningTokenJaroWinkler = 'ejaan mirip';
export const screeningTokenPhonetic = 'bunyi sama';
export const screeningTokenInitial = 'inisial';
export const screeningUnmatchedSubject = 'Bagian nama peserta tanpa pasangan';
export const screeningUnmatchedList = 'Bagian nama di daftar tanpa pasangan';
export const screeningQualifiers = 'Penyesuaian skor';
export const screeningDecidedBy = 'Diputuskan oleh';
export const screeningCheckedBy = 'Disetujui oleh';
export const screeningFirstSeen = 'Pertama ditemukan';
export const screeningShowDetails = 'Lihat rincian';
export const screeningHideDetails = 'Sembunyikan rincian';
export const screeningDecidedTitle = 'Kecocokan yang sudah diputuskan ({count})';
export const screeningPendingTitle = 'Pengajuan yang menunggu persetujuan';
export const screeningConfirmedState = 'Kecocokan daftar pantauan dikonfirmasi.';
export const screeningDismissQuestion = 'Nyatakan entri daftar ini bukan peserta yang sama.';
export const screeningConfirmQuestion = 'Nyatakan peserta ini sama dengan entri daftar.';
export const screeningSubmitProposal = 'Ajukan';

// ── Matching breakdown: what moved a score (notes kept with each match) ──
export const matchNoteAliasLow = 'Cocok dengan alias yang menurut daftar berkualitas rendah';
export const matchNoteEntity = 'Entri daftar adalah organisasi, sedangkan peserta perorangan';
export const matchNoteBirthDateExact = 'Tanggal lahir sama ({date})';
export const matchNoteBirthDateSwapped =
  'Tanggal lahir sama dengan hari dan bulan tertukar ({subject} dan {list})';
export const matchNoteBirthMonthYear = 'Bulan dan tahun lahir sama ({date}); daftar tidak memuat tanggal';
export const matchNoteBirthYear = 'Tahun lahir sama ({year}); daftar hanya memuat tahun';
export const matchNoteBirthYearNear = 'Tahun lahir berselisih satu tahun ({subject} dan {list})';
export const matchNoteBirthDayDiffers = 'Tahun lahir sama, tanggal atau bulan berbeda ({subject} dan {list})';
export const matchNoteBirthYearDiffers = 'Tahun lahir berbeda ({subject} dan {list})';
export const matchNoteBirthDayDiffersCommonName =
  'Tahun lahir sama, tanggal atau bulan berbeda ({subject} dan {list}), pada nama yang umum dalam daftar (sekitar {others} orang lain): dibaca sebagai orang lain';
export const matchNoteNationalityMatch = 'Kewarganegaraan sama ({nationality})';
export const matchNoteNationalityDiffers = 'Kewarganegaraan berbeda (peserta {subject}, daftar {list})';
export const matchNoteGenderDiffers =
  'Jenis kelamin berbeda (peserta {subject} menurut NIK, daftar {list}): orang lain';
export const matchNoteIdentityEqual = 'NIK peserta sama dengan nomor dokumen pada daftar ({type})';
export const matchNoteIdentityDiffers = 'NIK peserta berbeda dengan nomor {type} pada daftar';
export const matchNoteSingleToken =
  'Hanya satu bagian nama yang membedakan (nama satu kata) dan tidak didukung tanggal lahir atau kewarganegaraan: tidak menjadi peringatan';
export const matchNoteSingleTokenSupported =
  'Hanya satu bagian nama yang membedakan (nama satu kata), didukung tanggal lahir atau kewarganegaraan';
export const matchNoteOnePartShared =
  'Hanya satu bagian nama yang membedakan sama, bagian pembeda lainnya berbeda: tidak menjadi peringatan';
export const matchNoteWeakName =
  'Hanya inisial atau nama umum (Muhammad, Abdul, Siti, Nur, Sri) yang cocok: tidak menjadi peringatan';

// ── Approval blocked ──────────────────────────────────────────────────
export const approveBlockedScreening = 'Ada kecocokan daftar pantauan yang belum diputuskan.';
/** A confirmed match (the participant was unblacklisted since): approval stays blocked. */
export const approveBlockedConfirmed = 'Peserta memiliki kecocokan daftar pantauan yang telah dikonfirmasi.';
/** A participant not (yet) screened: the screening at submission failed; the approval screens again. */
export const approveBlockedNotScreened =
  'Peserta belum berhasil disaring terhadap daftar pantauan. Coba lagi sebentar lagi.';
export const approveNeedsFourEyes = 'Persetujuan peserta ini memerlukan orang kedua: ajukan persetujuan.';
export const recordFrozen = 'Berkas peserta dibekukan.';

// ── Four eyes ─────────────────────────────────────────────────────────
export const proposalsTitle = 'Menunggu Persetujuan';
export const staffNavProposals = 'Menunggu Persetujuan';
export const proposalsEmpty = 'Tidak ada pengajuan yang menunggu persetujuan.';
export const proposalKindApprove = 'Setujui peserta';
export const proposalKindBlacklist = 'Masukkan peserta ke daftar hitam';
export const proposalKindUnblacklist = 'Keluarkan peserta dari daftar hitam';
export const proposalKindDismiss = 'Bukan kecocokan';
export const proposalKindConfirm = 'Konfirmasi kecocokan';
export const proposalProposeApprove = 'Ajukan persetujuan';
export const proposalProposedBy = 'Diajukan oleh';
export const proposalProposedAt = 'Diajukan';
export const proposalReason = 'Alasan';
export const proposalApprove = 'Setujui pengajuan';
export const proposalDecline = 'Tolak pengajuan';
export const proposalDeclineTitle = 'Tolak pengajuan';
export const proposalSubmitted = 'Pengajuan terkirim dan menunggu persetujuan orang kedua.';
export const proposalApproved = 'Pengajuan disetujui.';
export const proposalDeclined = 'Pengajuan ditolak.';
export const proposalPending = 'Menunggu persetujuan orang kedua.';
export const proposalPendingExists = 'Sudah ada pengajuan yang menunggu persetujuan untuk keputusan ini.';
export const proposalOwn = 'Pengajuan Anda sendiri harus diputuskan oleh orang lain.';
export const proposalRoleCannotDecide = 'Peran Anda tidak dapat memutuskan pengajuan ini.';
export const proposalSamePerson = 'Pengajuan tidak dapat disetujui oleh pengajunya sendiri.';
export const proposalLapsed =
  'Data peserta, dokumennya, atau hasil penyaringannya berubah sejak pengajuan dibuat. Pengajuan gugur; ajukan kembali bila masih perlu.';
export const proposalNotPending = 'Pengajuan ini sudah diputuskan.';
export const proposalStatusPending = 'Menunggu';
export const proposalStatusApproved = 'Disetujui';
export const proposalStatusDeclined = 'Ditolak';
export const proposalStatusLapsed = 'Gugur';
export const proposalScopeToDecide = 'Perlu keputusan saya';
export const proposalScopeMine = 'Pengajuan saya';
export const proposalScopeAll = 'Semua';
export const proposalsIntro =
  'Keputusan yang memerlukan orang kedua: memasukkan peserta ke daftar hitam atau mengeluarkannya, keputusan atas kecocokan daftar pantauan, dan persetujuan peserta berisiko tinggi.';
export const proposalStatusFilter = 'Status';
export const proposalColKind = 'Pengajuan';
export const proposalColParticipant = 'Peserta';
export const proposalColApp = 'Aplikasi';
export const proposalColDecision = 'Keputusan';
export const proposalDecidedBy = 'Diputuskan oleh';
export const proposalCountBadge = 'pengajuan perlu keputusan Anda';
/** The maker's dialogs (blacklist, Unblacklist, a match dismissed or confirmed): nothing happens yet (decision 0133). */
export const fourEyesMakerNotice =
  'Keputusan ini baru berlaku setelah disetujui orang kedua. Sampai saat itu, pengajuan menunggu di halaman Menunggu Persetujuan.';

// ── One proposal and its evidence, as the checker reads it (decision 0133) ──
export const proposalOpen = 'Periksa';
export const proposalMakerReason = 'Alasan pengaju';
export const proposalEvidenceTitle = 'Bukti pengajuan';
export const proposalParticipantData = 'Data peserta saat ini';
export const proposalIdentityDocuments = 'Dokumen identitas';
export const proposalUnchanged =
  'Data, dokumen, dan hasil penyaringan peserta tidak berubah sejak pengajuan dibuat.';
export const proposalChangedParts = 'Berubah sejak pengajuan dibuat: {parts}.';
export const proposalChangedGeneric =
  'Data peserta, dokumennya, atau hasil penyaringannya berubah sejak pengajuan dibuat.';
export const proposalChangedCannotApprove =
  'Pengajuan ini tidak dapat disetujui lagi. Tolak dengan alasan; pengaju dapat mengajukan kembali atas data terbaru.';
export const proposalDocumentChanged = 'Berubah sejak pengajuan';
export const proposalDocumentMissing = 'Tidak dikirim';
export const evidenceSectionPersonal = 'Data pribadi';
export const evidenceSectionIdentityAddress = 'Alamat KTP';
export const evidenceSectionBankAccount = 'Rekening bank';
export const evidenceSectionReviewStatus = 'Status peserta';
export const evidenceSectionAgreements = 'Pernyataan pada lampiran';
export const evidenceSectionScreening = 'Hasil penyaringan daftar pantauan';
export const proposalApproveQuestion = 'Setujui pengajuan ini? Keputusan berlaku segera:';
export const proposalEffectApprove = 'Peserta disetujui dan akun tradingnya dibuka.';
export const proposalEffectBlacklist = 'Peserta dimasukkan ke daftar hitam dan tidak dapat masuk lagi.';
export const proposalEffectUnblacklist = 'Peserta dikeluarkan dari daftar hitam.';
export const proposalEffectDismiss =
  'Kecocokan dinyatakan bukan kecocokan. Persetujuan peserta selanjutnya tetap memerlukan orang kedua.';
export const proposalEffectConfirm =
  'Peserta dimasukkan ke daftar hitam dan berkasnya dibekukan. Peserta tidak diberi tahu alasannya.';
export const proposalEffectConfirmPep =
  'Kecocokan daftar PEP dikonfirmasi: jabatan dari daftar masuk penilaian risiko peserta (model bawaan: Tinggi, persetujuan dengan EDD). Peserta tidak dimasukkan ke daftar hitam dan tidak diberi tahu.';
export const proposalDeclineQuestion =
  'Tolak pengajuan ini? Keputusan tidak berlaku, dan alasan penolakan dicatat untuk pengaju.';
export const proposalDeclineReason = 'Alasan penolakan';

// ── Audit trail labels (screening) ────────────────────────────────────
export const auditActionScreeningScreen = 'Penyaringan peserta terhadap daftar pantauan';
export const auditActionScreeningRescreenRun = 'Penyaringan ulang seluruh peserta';
export const auditActionScreeningMatchFound = 'Kecocokan daftar pantauan ditemukan';
export const auditActionScreeningMatchDismissed = 'Kecocokan daftar pantauan dinyatakan bukan kecocokan';
export const auditActionScreeningMatchConfirmed = 'Kecocokan daftar pantauan dikonfirmasi';
/** PUT …/kyc/unblock/{id} without a description: the proposal's reason says where it came from. */
export const proposalUnblacklistDefaultReason =
  'Diajukan dari daftar peserta untuk dikeluarkan dari daftar hitam (tanpa keterangan).';
export const proposalAuditPropose = 'Mengajukan keputusan (empat mata)';
export const proposalAuditApprove = 'Menyetujui pengajuan (empat mata)';
export const proposalAuditDecline = 'Menolak pengajuan (empat mata)';
export const proposalAuditLapse = 'Pengajuan gugur karena data berubah';
export const proposalNotApplicable = 'Keputusan ini tidak berlaku untuk status peserta saat ini.';
export const proposalMatchNotOpen = 'Kecocokan ini tidak ditemukan atau sudah diputuskan.';
export const proposalApproveNotNeeded =
  'Peserta ini tidak memerlukan persetujuan orang kedua: setujui langsung.';
export const proposalOwnDecline =
  'Pengajuan Anda sendiri tidak dapat Anda tolak; orang lain yang memutuskan.';
