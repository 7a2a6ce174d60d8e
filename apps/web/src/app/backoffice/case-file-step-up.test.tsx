/**
 * 'Unduh berkas' behind the step-up (decision 0124): the case file is a download, not a JSON call,
 * and a stale factor must still open the one step-up dialog and then save the file. Here, in app/,
 * because the shell puts the staff second factor's dialog around every feature (decision 0172).
 */
import { MSG, ROLES, SC } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaseFileActions } from '../../features/case-file/components/case-file-actions';
import { StepUpHost } from '../../features/staff-mfa/components/step-up-dialog';
import { session } from '../../lib/session';
import { apiError, field, mockApi, renderScreen } from '../../testing/render';

const ID = '0b6f4a52-5d1c-4b6e-9c1e-3f2a7d9e8c10';
const CASE_FILE = `/v1/admin-broker/kyc/${ID}/case-file`;
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

describe("'Unduh berkas' with a stale second factor", () => {
  const saved: string[] = [];
  beforeEach(() => {
    session.signIn('t', ROLES.brokerAdmin, 'broker');
    saved.length = 0;
    // jsdom makes no object URLs; the link's click is where the browser would save the file.
    URL.createObjectURL = () => 'blob:berkas';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('opens the step-up dialog, then downloads the PDF under the server’s name', async () => {
    const api = mockApi({
      [`GET ${CASE_FILE}`]: apiError(403, SC.stepUpRequired, MSG.stepUpRequired),
      'GET /v1/staff/security': SECURITY,
      'POST /v1/staff/step-up': { body: { status_code: '00', step_up_until: '2026-11-26T10:15:00Z' } },
    });
    // The second answer of the case file is the PDF itself, with the server's file name.
    const json = api.fetchMock.getMockImplementation();
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === CASE_FILE && api.callsTo(`GET ${CASE_FILE}`).length > 0) {
        api.calls.push({ key: `GET ${CASE_FILE}`, body: undefined });
        return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="berkas-ani-2026-11-26.pdf"',
          },
        });
      }
      if (!json) throw new Error('no fetch mock');
      return json(input, init);
    });
    renderScreen(
      <>
        <CaseFileActions prefix="admin-broker" participantId={ID} />
        <StepUpHost />
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: MSG.caseFileDownload }));
    await screen.findByRole('dialog', { name: MSG.stepUpTitle });
    await user.type(field(MSG.mfaCodeLabel), '222222');
    await user.click(screen.getByRole('button', { name: MSG.stepUpContinue }));
    await waitFor(() => expect(saved).toEqual(['berkas-ani-2026-11-26.pdf']));
    expect(api.callsTo(`GET ${CASE_FILE}`)).toHaveLength(2);
    expect(api.callsTo('POST /v1/staff/step-up').at(-1)?.body).toEqual({ method: 'totp', code: '222222' });
    expect(screen.queryByText(MSG.stepUpRequired)).toBeNull();
  });
});
