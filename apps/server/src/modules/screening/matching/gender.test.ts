import { type ListEntry, MSG, type ScreeningSubject } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { buildScreeningIndex } from './index';
import { GENDER_DIFFERS, genderOfNik } from './qualifiers';

/**
 * Gender as a qualifier (decision 0197): a PEP list gives a person's gender, a participant's NIK
 * encodes theirs (a woman's day of birth + 40). Another gender is another person; the same gender
 * adds nothing; either unknown, nothing moves.
 */
function official(name: string, gender?: 'male' | 'female'): ListEntry {
  return {
    source: 'pep',
    ref: `G-${name}`,
    kind: 'individual',
    name,
    aliases: [],
    birth_dates: [],
    birth_places: [],
    nationalities: ['ID'],
    documents: [],
    addresses: [],
    details: {},
    positions: ['Anggota DPRD Kabupaten Sleman'],
    ...(gender ? { gender } : {}),
  };
}
/** A participant born 12 March 1985 in Sleman (34.04): a man's NIK, or a woman's (day + 40). */
const man = (name: string): ScreeningSubject => ({
  name,
  birth_date: '1985-03-12',
  birth_place: 'Sleman',
  nationality: 'ID',
  nik: '3404011203850001',
});
const woman = (name: string): ScreeningSubject => ({ ...man(name), nik: '3404015203850001' });

describe('gender as a screening qualifier', () => {
  it('reads the gender a NIK encodes', () => {
    expect(genderOfNik('3404011203850001')).toBe('male');
    expect(genderOfNik('3404015203850001')).toBe('female');
    expect(genderOfNik('34040112038500')).toBeNull();
    expect(genderOfNik('3404019903850001')).toBeNull();
  });

  it('a woman listed is not the man of her name: no alert, and the note says why', () => {
    const index = buildScreeningIndex([official('Yuli Permatasari', 'female')], { alertThreshold: 0.7 });
    expect(index.screen(woman('Yuli Permatasari'))).toHaveLength(1);
    expect(index.screen(man('Yuli Permatasari'))).toEqual([]);
    const low = buildScreeningIndex([official('Yuli Permatasari', 'female')], { alertThreshold: 0.1 });
    const [hit] = low.screen(man('Yuli Permatasari'));
    const gender = hit?.breakdown.qualifiers.find((q) => q.kind === 'gender');
    expect(gender?.effect).toBe(GENDER_DIFFERS);
    expect(gender?.note).toContain('Laki-laki');
    expect(gender?.note).toContain('Perempuan');
    expect(MSG.matchNoteGenderDiffers).toContain('{subject}');
  });

  it('moves nothing when the list gives no gender or the participant has no NIK', () => {
    const index = buildScreeningIndex([official('Yuli Permatasari')], { alertThreshold: 0.7 });
    expect(index.screen(man('Yuli Permatasari'))).toHaveLength(1);
    const listed = buildScreeningIndex([official('Yuli Permatasari', 'female')], { alertThreshold: 0.7 });
    expect(listed.screen({ ...man('Yuli Permatasari'), nik: '' })).toHaveLength(1);
  });
});
