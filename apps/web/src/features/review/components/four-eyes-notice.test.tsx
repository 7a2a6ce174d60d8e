/**
 * The maker's dialogs of a four-eyes decision say, before anything is sent, that it takes effect
 * only once a second person approves it (decision 0133): the blacklist and the Unblacklist; the
 * reject, which one person decides, does not.
 */
import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withFourEyes } from '../../../testing/four-eyes';
import { mockApi, renderScreen } from '../../../testing/render';
import { ReasonModal, UnblacklistModal } from './review-modals';

const who = { id: '00000000-0000-4000-8000-000000000001', fullname: 'Rina Kartika' };
const REASON = 'Peserta memakai identitas orang lain menurut laporan bank mitra.';
const ok = { body: { status_code: '00', activity_id: 'a1', data: { status_code: '00', activity_id: 'a1' } } };

describe('four-eyes notice in the maker’s dialogs', () => {
  it('Blacklist says a second person must approve it, and the call proposes', async () => {
    const api = mockApi({
      [`PUT /v1/admin-broker/kyc/block/${who.id}`]: ok,
      'PUT /v1/admin-broker/activity/a1': { body: { status_code: '00' } },
    });
    renderScreen(<ReasonModal kind="blacklist" participant={who} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: MSG.actionBlacklist });
    expect(within(dialog).getByTestId('four-eyes-notice').textContent).toBe(MSG.fourEyesMakerNotice);
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste(REASON);
    await userEvent.click(within(dialog).getByRole('button', { name: MSG.actionAgree }));
    await waitFor(() => expect(api.callsTo(`PUT /v1/admin-broker/kyc/block/${who.id}`)).toHaveLength(1));
    expect(await screen.findByText(MSG.proposalSubmitted)).toBeTruthy();
  });

  it('Unblacklist says the same', async () => {
    mockApi({});
    renderScreen(withFourEyes(<UnblacklistModal participant={who} onClose={() => {}} />));
    const dialog = await screen.findByRole('dialog', { name: MSG.actionUnblacklist });
    expect(within(dialog).getByTestId('four-eyes-notice').textContent).toBe(MSG.fourEyesMakerNotice);
  });

  it('a reject, decided by one person, does not', async () => {
    mockApi({});
    renderScreen(<ReasonModal kind="reject" participant={who} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: MSG.actionReject });
    expect(within(dialog).queryByTestId('four-eyes-notice')).toBeNull();
  });
});
