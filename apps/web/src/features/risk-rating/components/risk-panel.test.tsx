import { fillTemplate, MSG, type RiskReply, ROLES } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { withFourEyes } from '../../../testing/four-eyes';
import { mockApi, renderScreen } from '../../../testing/render';
import { proposal } from '../../../testing/screening';
import { RiskPanel } from './risk-panel';

vi.setConfig({ testTimeout: 20_000 });

const ID = '00000000-0000-4000-8000-000000000007';
const RISK = `GET /v1/admin-broker/kyc/${ID}/risk`;
const PROPOSE = 'POST /v1/admin-broker/proposals';
const REASON = 'Pedagang emas tunai di pasar tradisional; dipantau ketat selama enam bulan ke depan.';

type Rating = NonNullable<RiskReply['data']['current']>;
const RAISED: Rating = {
  level: 'tinggi',
  score: 2,
  model_version: 'kilau-default-2',
  trigger: 'override',
  rated_at: '2026-12-01T03:00:00.000Z',
  reasons: [],
  model_level: 'rendah',
};

function reply(over: Partial<RiskReply['data']> = {}) {
  const current = RAISED;
  return {
    body: {
      status_code: '00',
      data: { current, last_rated_at: current.rated_at, history: [current], override: null, ...over },
    },
  };
}

describe('RiskPanel: a manual override of the level', () => {
  beforeEach(() => {
    localStorage.clear();
    session.signIn(`h.${btoa(JSON.stringify({ sub: 's1', role: 1 }))}.sig`, ROLES.brokerAdmin, 'broker');
  });
  afterEach(() => localStorage.clear());

  it('shows a running override: its level and last day, who decided it and why, and the model’s own level', async () => {
    mockApi({
      [RISK]: reply({
        override: {
          level: 'tinggi',
          reason: REASON,
          expires_at: '2027-01-31T16:59:59.999Z',
          decided_at: '2026-12-01T03:00:00.000Z',
          proposed_by: 'Rina Pialang',
          decided_by: 'Agus Pialang',
        },
      }),
    });
    renderScreen(withFourEyes(<RiskPanel prefix="admin-broker" participantId={ID} />), {
      path: '/nsb-detail/x',
    });
    const note = await screen.findByTestId('risk-override');
    expect(note.textContent).toContain(fillTemplate(MSG.riskOverrideModelLevel, { level: 'Rendah' }));
    expect(note.textContent).toContain(REASON);
    expect(note.textContent).toContain('Rina Pialang');
    expect(note.textContent).toContain('31 Januari 2027');
  });

  it('proposes one with a level, a last day and a reason, each required, for a second person to decide', async () => {
    const api = mockApi({
      [RISK]: reply({
        current: { ...RAISED, level: 'rendah', model_level: null, trigger: 'submission' },
      }),
      [PROPOSE]: {
        status: 201,
        body: {
          status_code: '00',
          data: {
            proposal: proposal({
              kind: 'risk_override',
              customer_id: ID,
              match_id: null,
              match_source: null,
              reason: REASON,
              override: { level: 'tinggi', expires_at: '2027-03-31T16:59:59.999Z' },
            }),
          },
        },
      },
    });
    const user = userEvent.setup();
    renderScreen(withFourEyes(<RiskPanel prefix="admin-broker" participantId={ID} />), {
      path: '/nsb-detail/x',
    });
    await user.click(await screen.findByRole('button', { name: MSG.riskOverrideAction }));
    const dialog = await screen.findByRole('dialog', { name: MSG.riskOverrideAction });
    await user.click(within(dialog).getByRole('button', { name: MSG.riskOverridePropose }));
    expect(await within(dialog).findByText(MSG.riskOverrideLevelRequired)).toBeTruthy();
    expect(within(dialog).getByText(MSG.riskOverrideExpiryRange)).toBeTruthy();
    expect(api.callsTo(PROPOSE)).toHaveLength(0);

    // Mantine's dropdown stays display:none in jsdom (no layout), so the option is clicked directly.
    fireEvent.click(within(dialog).getByLabelText(new RegExp(MSG.riskOverrideLevel)));
    fireEvent.click(await screen.findByRole('option', { name: 'Tinggi', hidden: true }));
    const date = within(dialog).getByLabelText(new RegExp(MSG.riskOverrideExpiry));
    await user.type(date, '2027-03-31');
    await user.type(within(dialog).getByLabelText(new RegExp(MSG.proposalReason)), REASON);
    // A field's message goes once it is changed.
    expect(within(dialog).queryByText(MSG.riskOverrideLevelRequired)).toBeNull();
    expect(within(dialog).queryByText(MSG.riskOverrideExpiryRange)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: MSG.riskOverridePropose }));
    await waitFor(() => expect(api.callsTo(PROPOSE)).toHaveLength(1));
    expect(api.callsTo(PROPOSE)[0]?.body).toEqual({
      kind: 'risk_override',
      customer_id: ID,
      reason: REASON,
      level: 'tinggi',
      expires_on: '2027-03-31',
    });
    // Filed: the dialog closes and says a second person decides.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MSG.riskOverrideAction })).toBeNull());
    expect(await screen.findByText(MSG.proposalSubmitted)).toBeTruthy();
  });

  it('offers no override to a broker viewer', async () => {
    session.signIn(`h.${btoa(JSON.stringify({ sub: 's3', role: 13 }))}.sig`, ROLES.brokerViewer, 'viewer');
    mockApi({ [RISK]: reply() });
    renderScreen(withFourEyes(<RiskPanel prefix="admin-broker" participantId={ID} />), {
      path: '/nsb-detail/x',
    });
    await screen.findByTestId('risk-level');
    expect(screen.queryByRole('button', { name: MSG.riskOverrideAction })).toBeNull();
  });
});
