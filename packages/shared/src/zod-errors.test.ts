import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RECORD_STORAGE_LIMIT_BYTES } from './constants';
import { MSG } from './messages';
import { npwpField } from './schemas/master-data';
import { installIndonesianZodErrors } from './zod-errors';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod in Indonesian', () => {
  beforeAll(() => installIndonesianZodErrors());

  it('answers zod’s own issues in Indonesian, for a customer rather than a programmer', () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe(MSG.validationRequired);
    expect(messageOf(z.string().min(1), '')).toBe(MSG.validationRequired);
    expect(messageOf(z.string().min(8), 'abc')).toBe('Minimal 8 karakter');
    expect(messageOf(z.string().max(3), 'abcdef')).toBe('Maksimal 3 karakter');
    expect(messageOf(z.number().max(3), 9)).toBe('Nilai maksimal 3');
    expect(messageOf(z.string(), 12)).toBe(MSG.validationFormat);
    expect(messageOf(z.email(), 'x')).toBe(MSG.emailFormat);
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe(MSG.validationChoice);
    expect(messageOf(z.literal(''), 'x')).toBe(MSG.validationChoice);
    expect(messageOf(z.strictObject({}), { x: 1 })).toBe(MSG.validationUnknownField);
    expect(messageOf(z.uuid(), 'x')).toBe(MSG.validationFormat);
  });

  it('keeps a schema’s own catalogue text, also inside a union with the empty string', () => {
    expect(messageOf(z.string().min(1, MSG.emailRequired), '')).toBe(MSG.emailRequired);
    const optionalNpwp = z.union([z.literal(''), npwpField]);
    const short = messageOf(optionalNpwp, '12');
    expect(short).toBe(npwpField.safeParse('12').error?.issues[0]?.message);
    expect(short).not.toMatch(/invalid|expected/i);
    expect(messageOf(optionalNpwp, 12)).toBe(MSG.validationFormat);
  });

  it('names the record’s storage limit as the constant says', () => {
    expect(MSG.uploadStorageFull).toContain(`${RECORD_STORAGE_LIMIT_BYTES / 1_000_000} MB`);
  });
});
