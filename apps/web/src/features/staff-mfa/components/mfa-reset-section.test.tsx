import { MSG } from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderScreen } from '../../../testing/render';
import { MfaResetSection } from './mfa-reset-section';

const reset = (id: string, staff: string, requestedBy: string) => ({
  id,
  staff_username: staff,
  staff_fullname: `Staf ${staff}`,
  reason: 'Ponsel hilang saat perjalanan dinas',
  requested_by: requestedBy,
  requested_at: '2026-12-01T03:00:00.000Z',
});

describe("'Reset Faktor Kedua Staf'", () => {
  it("never offers 'Setujui reset' on the super admin's own request, and offers it on another's", async () => {
    mockApi({
      'GET /v1/staff/mfa-resets': {
        body: {
          status_code: '00',
          data: [reset('r1', 'broker', 'superadmin'), reset('r2', 'tradedesk', 'superadmin2')],
        },
      },
    });
    renderScreen(<MfaResetSection username="superadmin" />);
    const own = within((await screen.findByRole('listitem', { name: 'broker' })) as HTMLElement);
    expect(own.queryByRole('button', { name: MSG.mfaResetApprove })).toBeNull();
    expect(own.getByText(MSG.mfaResetOwnRequest)).toBeTruthy();
    const other = within(screen.getByRole('listitem', { name: 'tradedesk' }) as HTMLElement);
    expect(other.getByRole('button', { name: MSG.mfaResetApprove })).toBeTruthy();
  });
});
