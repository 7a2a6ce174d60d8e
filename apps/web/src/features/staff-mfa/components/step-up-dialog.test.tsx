import { MSG, okReplySchema, SC } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { setStepUpHandler } from '../../../lib/staff/step-up-retry';
import { apiError, field, mockApi, renderScreen } from '../../../testing/render';
import { StepUpHost } from './step-up-dialog';

const OK = { body: { status_code: '00' } };
const STEP_UP = apiError(403, SC.stepUpRequired, MSG.stepUpRequired);
const SECURITY = {
  body: {
    status_code: '00',
    data: {
      totp: { enrolled: true, created_at: '2026-11-20T10:00:00Z' },
      passkeys: [],
      recovery_codes_left: 10,
      step_up_until: null,
      other_sessions: 0,
    },
  },
};
const approve = () => apiRequest('POST', '/v1/x/approve', { body: { id: 'p1' }, schema: okReplySchema });

afterEach(() => setStepUpHandler(null));

describe('step-up in the API client', () => {
  it('asks for the factor once and sends the refused call again after it was given', async () => {
    const api = mockApi({ 'POST /v1/x/approve': [STEP_UP, OK] });
    let asked = 0;
    setStepUpHandler(async () => {
      asked++;
      return true;
    });
    await expect(approve()).resolves.toEqual({ status_code: '00' });
    expect(asked).toBe(1);
    expect(api.callsTo('POST /v1/x/approve').map((c) => c.body)).toEqual([{ id: 'p1' }, { id: 'p1' }]);
  });

  it('does not send it again when the dialog is cancelled, and leaves the refusal to the screen', async () => {
    const api = mockApi({ 'POST /v1/x/approve': [STEP_UP, OK] });
    setStepUpHandler(async () => false);
    const err = await approve().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).is(SC.stepUpRequired)).toBe(true);
    expect(api.callsTo('POST /v1/x/approve')).toHaveLength(1);
  });

  it('retries only once: a second refusal goes to the screen', async () => {
    const api = mockApi({ 'POST /v1/x/approve': STEP_UP });
    let asked = 0;
    setStepUpHandler(async () => {
      asked++;
      return true;
    });
    await expect(approve()).rejects.toBeInstanceOf(ApiError);
    expect(asked).toBe(1);
    expect(api.callsTo('POST /v1/x/approve')).toHaveLength(2);
  });

  it('asks once for calls refused at the same moment, and leaves other 403s alone', async () => {
    const api = mockApi({
      'POST /v1/x/approve': [STEP_UP, STEP_UP, OK],
      'POST /v1/x/forbidden': apiError(403, 403, 'Dilarang'),
    });
    let asked = 0;
    setStepUpHandler(async () => {
      asked++;
      return true;
    });
    await expect(Promise.all([approve(), approve()])).resolves.toHaveLength(2);
    expect(asked).toBe(1);
    await expect(apiRequest('POST', '/v1/x/forbidden', { schema: okReplySchema })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(asked).toBe(1);
    expect(api.callsTo('POST /v1/x/forbidden')).toHaveLength(1);
  });
});

describe('StepUpHost', () => {
  it('opens the dialog, takes the code, and the decision goes through as if nothing happened', async () => {
    const api = mockApi({
      'POST /v1/x/approve': [STEP_UP, OK],
      'GET /v1/staff/security': SECURITY,
      'POST /v1/staff/step-up': [
        apiError(400, SC.mfaCodeWrong, 'salah'),
        { body: { status_code: '00', step_up_until: '2026-11-26T10:15:00Z' } },
      ],
    });
    renderScreen(<StepUpHost />);
    const user = userEvent.setup();
    const decision = approve();
    const dialog = await screen.findByRole('dialog', { name: MSG.stepUpTitle });
    expect(dialog.textContent).toContain(MSG.stepUpIntro);
    await user.type(field(MSG.mfaCodeLabel), '111111');
    await user.click(screen.getByRole('button', { name: MSG.stepUpContinue }));
    expect(await screen.findByText(MSG.mfaCodeWrong)).toBeTruthy();
    await user.clear(field(MSG.mfaCodeLabel));
    await user.type(field(MSG.mfaCodeLabel), '222222');
    await user.click(screen.getByRole('button', { name: MSG.stepUpContinue }));
    await expect(decision).resolves.toEqual({ status_code: '00' });
    expect(api.callsTo('POST /v1/staff/step-up').at(-1)?.body).toEqual({ method: 'totp', code: '222222' });
    expect(api.callsTo('POST /v1/x/approve')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.stepUpTitle })).toBeNull());
  });

  it('cancelled: the decision is refused quietly and not sent again', async () => {
    const api = mockApi({ 'POST /v1/x/approve': [STEP_UP, OK], 'GET /v1/staff/security': SECURITY });
    renderScreen(<StepUpHost />);
    const user = userEvent.setup();
    const decision = approve().catch((e: unknown) => e);
    await screen.findByRole('dialog', { name: MSG.stepUpTitle });
    await user.click(screen.getByRole('button', { name: MSG.actionCancel }));
    const err = await decision;
    expect(err instanceof ApiError && err.is(SC.stepUpRequired)).toBe(true);
    expect(api.callsTo('POST /v1/x/approve')).toHaveLength(1);
  });
});
