import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';

describe('the catalogue’s wording', () => {
  it('says “Unggah” for upload, never the English “Upload” beside it', () => {
    const english = Object.entries(MSG).filter(([, text]) => /\bupload/i.test(text));
    expect(english).toEqual([]);
  });
});

describe('Indonesian where no text is quoted (decision 0092)', () => {
  it('says in Indonesian the buttons and columns first named only in English', () => {
    // Named in English, never quoted as a text: Create/Join/Leave Room, Download, Reset Filter,
    // the user id field; 'handphone' is English for the phone the rest of the catalogue calls telepon.
    const english = Object.entries(MSG).filter(([, text]) =>
      /\b(Room|Download|Reset Filter|Handphone)\b/i.test(text),
    );
    expect(english).toEqual([]);
    expect([MSG.userIdLabel, MSG.demoUserIdLabel]).toEqual(['ID Pengguna', 'ID Pengguna']);
  });

  it('keeps every quoted text verbatim, English words and typos included', () => {
    expect(MSG.noData).toBe('No Data');
    expect(MSG.demoNoData).toBe('No Data Available in Table');
    expect(MSG.previewTitle).toBe('Register Preview');
    expect(MSG.blacklistDone).toBe('Blacklist user berhasil');
    expect(MSG.rejectConfirm).toBe('Apakah Anda yakin memasukan akun tersebut ke dalam daftar Reject?');
    expect(MSG.blacklistConfirm).toBe('Apakah Anda yakin memasukan akun tersebut ke dalam daftar blacklist?');
    expect(MSG.ktpRejected).toBe('KTP Number rejected by the system!');
    // The two buttons the specification names (decision 0219); every other text says 'daftar hitam'.
    expect([MSG.actionBlacklist, MSG.actionUnblacklist]).toEqual(['Blacklist', 'Unblacklist']);
    expect(MSG.statusBlacklisted).toBe('Daftar Hitam');
  });
});
