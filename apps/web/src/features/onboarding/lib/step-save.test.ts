import { MSG } from '@kilau/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { errorOutcome, replyOutcome, runStepSave } from './step-save';

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }));
const notify = await import('../../../lib/notify');

afterEach(() => vi.clearAllMocks());

describe('replyOutcome', () => {
  it("'00' moves on", () => {
    expect(replyOutcome({ status_code: '00' })).toEqual({ kind: 'next', message: MSG.stepSaved });
  });
  it("'2004' (and the number 2004) is 'Data sudah di submit'", () => {
    for (const code of ['2004', 2004]) {
      expect(replyOutcome({ status_code: code })).toMatchObject({
        kind: 'error',
        message: 'Data sudah di submit',
      });
    }
  });
  it('any other code is kesalahan sistem', () => {
    for (const code of ['01', '2005', 9999, '']) {
      expect(replyOutcome({ status_code: code })).toMatchObject({
        kind: 'error',
        message: 'kesalahan sistem',
      });
    }
  });
});

describe('errorOutcome', () => {
  it('422: the first validation message and every field error', () => {
    const err = new ApiError(422, 422, MSG.invalidInput, [
      { field: 'fullname', message: MSG.fullnameLetters },
      { field: 'identity_address.postcode', message: MSG.postcodeInvalid },
    ]);
    expect(errorOutcome(err)).toEqual({
      kind: 'error',
      message: MSG.fullnameLetters,
      fieldErrors: err.fieldErrors,
    });
  });
  it('400: err_message_id', () => {
    expect(errorOutcome(new ApiError(400, 2001, MSG.ktpAlreadyRegistered))).toMatchObject({
      message: MSG.ktpAlreadyRegistered,
    });
  });
  it('no connection: the network message', () => {
    expect(errorOutcome(new ApiError(0, 'network', MSG.networkError)).message).toBe(MSG.networkError);
  });
  it('anything unexpected: kesalahan sistem', () => {
    expect(errorOutcome(new Error('boom')).message).toBe(MSG.stepSystemError);
  });
});

describe('runStepSave', () => {
  it("'00': success toast, then the next route", async () => {
    const navigate = vi.fn();
    await runStepSave(async () => ({ status_code: '00' }), '/register-datapekerjaan', {
      navigate,
      delayMs: 0,
    });
    expect(notify.notifySuccess).toHaveBeenCalledWith(MSG.stepSaved, expect.any(Number));
    expect(navigate).toHaveBeenCalledWith('/register-datapekerjaan');
  });
  it("'2004': a toast and no navigation", async () => {
    const navigate = vi.fn();
    await runStepSave(async () => ({ status_code: '2004' }), '/x', { navigate, delayMs: 0 });
    expect(notify.notifyError).toHaveBeenCalledWith(MSG.stepAlreadySubmitted);
    expect(navigate).not.toHaveBeenCalled();
  });
  it('422 puts the field errors on the form', async () => {
    const navigate = vi.fn();
    const setFieldError = vi.fn();
    await runStepSave(
      async () => {
        throw new ApiError(422, 422, MSG.invalidInput, [{ field: 'ktp_no', message: MSG.ktpNoMin }]);
      },
      '/x',
      { navigate, setFieldError, delayMs: 0 },
    );
    expect(setFieldError).toHaveBeenCalledWith('ktp_no', MSG.ktpNoMin);
    expect(notify.notifyError).toHaveBeenCalledWith(MSG.ktpNoMin);
    expect(navigate).not.toHaveBeenCalled();
  });
  it('a network failure never throws', async () => {
    const navigate = vi.fn();
    const out = await runStepSave(
      async () => {
        throw new ApiError(0, 'network', MSG.networkError);
      },
      '/x',
      { navigate },
    );
    expect(out.message).toBe(MSG.networkError);
    expect(notify.notifyError).toHaveBeenCalledWith(MSG.networkError);
  });
});
