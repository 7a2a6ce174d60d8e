import { fillTemplate, formatWibDateTime, MSG, type RiskModelVersion } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing/render';
import { type VersionDialog, VersionsTable, type VersionTexts, versionAuthors } from './document-versions';
import { VersionDecisionDialogs } from './version-decision-dialogs';

vi.setConfig({ testTimeout: 20_000 });

/** A page's words of the test's own, so that each one shown is seen to be the page's. */
const TEXTS: VersionTexts = {
  colVersion: 'Kolom versi',
  colStatus: 'Kolom status',
  colBy: 'Kolom pelaku',
  dryRun: 'Coba dulu',
  propose: 'Usulkan',
  proposeQuestion: 'Usulkan versi ini?',
  proposed: 'Versi {version} diusulkan.',
  activate: 'Jalankan',
  activateQuestion: 'Jalankan versi ini?',
  activated: 'Versi {version} berjalan.',
  decline: 'Tolak usulan',
  declineTitle: 'Tolak usulan {version}',
  declined: 'Usulan {version} ditolak.',
  ownProposal: 'Usulan sendiri diputuskan orang lain.',
};
const maker = { id: 's1', fullname: 'Rina Admin' };
const checker = { id: 's2', fullname: 'Budi Admin' };
const CREATED = '2026-12-01T03:00:00.000Z';
const PROPOSED = '2026-12-02T03:00:00.000Z';

function version(over: Partial<RiskModelVersion>): RiskModelVersion {
  return {
    version: 'kilau-default-2',
    status: 'active',
    description: 'Model bawaan Kilau',
    created_by: null,
    created_at: CREATED,
    proposed_by: null,
    proposed_at: null,
    decided_by: null,
    decision_reason: null,
    activated_at: CREATED,
    can_decide: false,
    ...over,
  };
}
const VERSIONS = [
  version({ version: 'v-draft', status: 'draft', created_by: maker }),
  version({
    version: 'v-theirs',
    status: 'proposed',
    proposed_by: maker,
    proposed_at: PROPOSED,
    can_decide: true,
  }),
  version({ version: 'v-mine', status: 'proposed', proposed_by: checker, proposed_at: PROPOSED }),
  version({
    version: 'v-declined',
    status: 'declined',
    decided_by: checker,
    decision_reason: 'Ambang terlalu rendah.',
  }),
  version({}),
];

function table(over: { canTry?: boolean; trying?: string } = {}) {
  const onTry = vi.fn();
  const onDialog = vi.fn();
  renderScreen(
    <VersionsTable
      testId="versions"
      versions={VERSIONS}
      detail={(v) => <span>{v.description}</span>}
      texts={TEXTS}
      trying={over.trying ?? null}
      canTry={over.canTry}
      onTry={onTry}
      onDialog={onDialog}
    />,
  );
  const row = (name: string) =>
    within(within(screen.getByTestId('versions')).getByText(name).closest('tr') as HTMLElement);
  const buttons = (name: string) =>
    row(name)
      .queryAllByRole('button')
      .map((b) => b.textContent);
  return { row, buttons, onTry, onDialog };
}

describe('versionAuthors', () => {
  it('names who made, proposed and decided a version, with when for the first two; the shipped one none', () => {
    expect(versionAuthors(version({}))).toBe('—');
    expect(
      versionAuthors(
        version({ created_by: maker, proposed_by: maker, proposed_at: PROPOSED, decided_by: checker }),
      ),
    ).toBe(
      `Rina Admin, ${formatWibDateTime(CREATED)} · Rina Admin, ${formatWibDateTime(PROPOSED)} · Budi Admin`,
    );
  });
});

describe('VersionsTable', () => {
  it('shows each version with what the page puts under its name, its status, its authors and the actions it allows', () => {
    const { row, buttons } = table();
    const head = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(head).toEqual([TEXTS.colVersion, TEXTS.colStatus, TEXTS.colBy, MSG.colAction]);
    expect(row('v-draft').getByText('Model bawaan Kilau')).toBeTruthy();
    expect(row('v-draft').getByText(MSG.riskModelStatusDraft)).toBeTruthy();
    expect(row('v-draft').getByText(`Rina Admin, ${formatWibDateTime(CREATED)}`)).toBeTruthy();
    expect(buttons('v-draft')).toEqual([TEXTS.dryRun, TEXTS.propose]);
    expect(buttons('v-theirs')).toEqual([TEXTS.dryRun, TEXTS.activate, TEXTS.decline]);
    // Whoever proposed it reads why they cannot decide it.
    expect(buttons('v-mine')).toEqual([TEXTS.dryRun]);
    expect(row('v-mine').getByText(TEXTS.ownProposal)).toBeTruthy();
    expect(row('v-declined').getByText(MSG.riskModelStatusDeclined)).toBeTruthy();
    expect(row('v-declined').getByText('Ambang terlalu rendah.')).toBeTruthy();
    expect(buttons('v-declined')).toEqual([]);
    expect(row('kilau-default-2').getByText(MSG.riskModelStatusActive)).toBeTruthy();
    expect(row('kilau-default-2').getByText('—')).toBeTruthy();
    expect(buttons('kilau-default-2')).toEqual([]);
  });

  it('opens the dialog of the button clicked, and tries a version unless the page says it may not', async () => {
    const user = userEvent.setup();
    const { row, onTry, onDialog } = table();
    await user.click(row('v-draft').getByRole('button', { name: TEXTS.propose }));
    await user.click(row('v-theirs').getByRole('button', { name: TEXTS.decline }));
    await user.click(row('v-theirs').getByRole('button', { name: TEXTS.dryRun }));
    expect(onDialog.mock.calls).toEqual([
      [{ kind: 'propose', version: 'v-draft' }],
      [{ kind: 'decline', version: 'v-theirs' }],
    ]);
    expect(onTry).toHaveBeenCalledWith('v-theirs');
  });

  it('keeps the dry run from starting while the page says it may not', () => {
    const { row } = table({ canTry: false });
    const tryButton = row('v-draft').getByRole('button', { name: TEXTS.dryRun }) as HTMLButtonElement;
    expect(tryButton.disabled).toBe(true);
  });
});

describe('VersionDecisionDialogs', () => {
  function dialogs(dialog: VersionDialog, onDecide = vi.fn(async () => {})) {
    const onClose = vi.fn();
    renderScreen(
      <VersionDecisionDialogs
        dialog={dialog}
        texts={TEXTS}
        busy={false}
        onClose={onClose}
        onDecide={onDecide}
      />,
    );
    return { onDecide, onClose };
  }

  it('asks to confirm an activation, sends it, reports it in the page’s words and closes', async () => {
    const user = userEvent.setup();
    const { onDecide, onClose } = dialogs({ kind: 'activate', version: 'v-theirs' });
    const modal = await screen.findByRole('dialog', { name: TEXTS.activate });
    expect(within(modal).getByText(TEXTS.activateQuestion)).toBeTruthy();
    expect(within(modal).getByText('v-theirs')).toBeTruthy();
    await user.click(within(modal).getByRole('button', { name: TEXTS.activate }));
    expect(onDecide).toHaveBeenCalledWith({ decision: 'activate', version: 'v-theirs' });
    expect(await screen.findByText(fillTemplate(TEXTS.activated, { version: 'v-theirs' }))).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks why a proposal is declined and sends the reason', async () => {
    const user = userEvent.setup();
    const { onDecide } = dialogs({ kind: 'decline', version: 'v-theirs' });
    const modal = await screen.findByRole('dialog', {
      name: fillTemplate(TEXTS.declineTitle, { version: 'v-theirs' }),
    });
    const reason = 'Ambang Tinggi terlalu rendah untuk peserta ritel saat ini.';
    await user.type(within(modal).getByRole('textbox'), reason);
    await user.click(within(modal).getByRole('button', { name: TEXTS.decline }));
    await waitFor(() =>
      expect(onDecide).toHaveBeenCalledWith({ decision: 'decline', version: 'v-theirs', reason }),
    );
    expect(await screen.findByText(fillTemplate(TEXTS.declined, { version: 'v-theirs' }))).toBeTruthy();
  });

  it('keeps a refused decision’s dialog open with the server’s message', async () => {
    const user = userEvent.setup();
    const { onClose } = dialogs(
      { kind: 'propose', version: 'v-draft' },
      vi.fn(async () => {
        throw new Error('refused');
      }),
    );
    const modal = await screen.findByRole('dialog', { name: TEXTS.propose });
    await user.click(within(modal).getByRole('button', { name: TEXTS.propose }));
    expect(await within(modal).findByText(MSG.technicalProblem)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
