import { MSG, SC } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { factorErrorMessage } from './mfa-code-form';

describe('the text for a refused factor', () => {
  it('tells a refused passkey apart from a wrong code, though both carry the same status code', () => {
    expect(factorErrorMessage(new ApiError(400, SC.mfaCodeWrong, MSG.mfaPasskeyFailed))).toBe(
      MSG.mfaPasskeyFailed,
    );
    expect(factorErrorMessage(new ApiError(400, SC.mfaCodeWrong, MSG.mfaCodeWrong))).toBe(MSG.mfaCodeWrong);
    expect(factorErrorMessage(new ApiError(400, SC.mfaCodeWrong, 'Wrong code'))).toBe(MSG.mfaCodeWrong);
  });

  it('says a lost connection as a technical problem', () => {
    expect(factorErrorMessage(new Error('network'))).toBe(MSG.technicalProblem);
  });
});
