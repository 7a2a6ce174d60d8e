import { MSG } from '@kilau/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withFourEyes } from '../../../testing/four-eyes';
import { mockApi, renderScreen } from '../../../testing/render';
import { ApproveModal, ReasonModal } from './review-modals';

const who = { id: '00000000-0000-4000-8000-000000000001', fullname: 'Rina Kartika' };

/** The dialogs refuse what the server refuses (decision 0103), before any call. */
describe('review dialogs: the inputs the server refuses', () => {
  it('a reason of invisible characters is no reason', async () => {
    const api = mockApi({});
    renderScreen(<ReasonModal kind="blacklist" participant={who} onClose={() => {}} />);
    const box = await screen.findByRole('textbox');
    await userEvent.click(box);
    await userEvent.paste(`\u202E${'\u200B'.repeat(40)}\u202C`);
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAgree }));
    expect(await screen.findByText(MSG.reasonRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('a trading password of digits only, or an account number too short, is refused at its field', async () => {
    // The proposal unreadable: the number typed by hand (decision 0137).
    const api = mockApi({ [`GET /v1/admin-broker/kyc/${who.id}/trade-account-proposal`]: 'network' });
    renderScreen(withFourEyes(<ApproveModal participant={who} onClose={() => {}} />));
    await screen.findByText(new RegExp(MSG.verifyDocumentsComplete));
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAgree }));
    await userEvent.type(await screen.findByLabelText(new RegExp(MSG.tradeAccountNoLabel)), '88100');
    await userEvent.type(screen.getByLabelText(new RegExp(MSG.userIdLabel)), 'rina.trader');
    // Typed over the generated password.
    const password = screen.getByLabelText(new RegExp(`^${MSG.staffPasswordLabel}`));
    await userEvent.clear(password);
    await userEvent.type(password, '12345678');
    await userEvent.click(screen.getByRole('button', { name: MSG.actionAccept }));
    expect(await screen.findByText(MSG.newPasswordCase)).toBeTruthy();
    expect(screen.getByText(MSG.tradeAccountNoDigits)).toBeTruthy();
    expect(api.calls.filter((c) => c.key.startsWith('PATCH'))).toHaveLength(0);
  });
});
