import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { DATA_CORRECTION_VALUE_SCHEMAS } from './data-rights';
import { addressField } from './kyc-fields';
import { emergencyContactBodySchema } from './onboarding';

const refusal = (value: string) => {
  const r = addressField.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('the address rule (decision 0125)', () => {
  it.each([
    'Jl. Kopo No. 5, Bandung',
    'Jl. Asia-Afrika No. 8/10',
    'Komplek Griya (Blok C) #12',
    'JL MAWAR NO 5',
  ])('takes the punctuation Indonesian addresses have: %s', (value) => {
    expect(refusal(value)).toBeNull();
  });

  it.each([
    'Jl. Mawar <img src=x>',
    'Jl. Mawar "5"',
    'Jl. Mawar\u202Eevil',
    'Jl. Mawar\u0000',
    'Jl. Mawar\n5',
    'Jl. Mawar; DROP',
  ])('still refuses markup, quotes, control and bidi characters: %j', (value) => {
    expect(refusal(value)).toBe(MSG.addressChars);
  });

  it('is the same rule on the emergency contact and on a data correction of the KTP address', () => {
    const contact = emergencyContactBodySchema.shape.address;
    expect(contact.safeParse('Jl. Kopo No. 5, Bandung').success).toBe(true);
    const correction = DATA_CORRECTION_VALUE_SCHEMAS['identity_address.address'];
    expect(correction?.safeParse('Jl. Kopo No. 5, Bandung').success).toBe(true);
    expect(correction?.safeParse('Jl. Kopo <b>').success).toBe(false);
  });
});
