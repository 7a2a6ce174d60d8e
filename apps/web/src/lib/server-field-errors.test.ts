import { MSG } from '@kilau/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { documentPath, putServerFieldErrors } from './server-field-errors';

type Form = { version: string; note: string };
const fieldOf = (path: string) => {
  const name = documentPath(path);
  return name === 'version' || name === 'note' ? name : undefined;
};

describe('putServerFieldErrors', () => {
  it('puts each 422 field error under its field and returns the ones without a field for the alert', () => {
    const setError = vi.fn();
    const err = new ApiError(422, 422, MSG.invalidInput, [
      { field: 'document.version', message: 'Nama salah.' },
      { field: 'document.scenarios.3.kind', message: 'Jenis ganda.' },
      { field: 'document.unknown', message: 'Lainnya.' },
    ]);
    expect(putServerFieldErrors<Form>(err, setError, fieldOf)).toBe('Jenis ganda. Lainnya.');
    expect(setError.mock.calls).toEqual([['version', { message: 'Nama salah.' }]]);
  });

  it('returns null when every field error found its field', () => {
    const setError = vi.fn();
    const err = new ApiError(422, 422, MSG.invalidInput, [{ field: 'document.note', message: 'Catatan.' }]);
    expect(putServerFieldErrors<Form>(err, setError, fieldOf)).toBeNull();
    expect(setError).toHaveBeenCalledWith('note', { message: 'Catatan.' });
  });

  it('returns any other failure as its message, touching no field', () => {
    const setError = vi.fn();
    expect(putServerFieldErrors<Form>(new ApiError(500, 500, 'Gagal.'), setError, fieldOf)).toBe('Gagal.');
    expect(putServerFieldErrors<Form>(new Error('x'), setError, fieldOf)).toBe(MSG.technicalProblem);
    expect(setError).not.toHaveBeenCalled();
  });
});
