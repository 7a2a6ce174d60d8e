/**
 * 'Mengapa cocok' (decision 0132): a reviewer reads both names as they were written (the
 * participant's as typed, the list's as published) and both birth dates beside the names as the
 * matcher compared them, before the name parts.
 */
import { MSG, ROLES } from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { withFourEyes } from '../../../testing/four-eyes';
import { mockApi, renderScreen } from '../../../testing/render';
import { match, PARTICIPANT_ID, screeningReply } from '../../../testing/screening';
import { ScreeningPanel } from './screening-panel';

const READ = `GET /v1/admin-broker/kyc/${PARTICIPANT_ID}/screening`;

async function namesCompared() {
  renderScreen(
    withFourEyes(
      <ScreeningPanel
        prefix="admin-broker"
        participantId={PARTICIPANT_ID}
        participantName="Djoko Soesanto"
      />,
    ),
  );
  const card = await screen.findByTestId('screening-match');
  const names = within(card).getByTestId('match-names');
  return within(names)
    .getAllByRole('row')
    .map((r) => Array.from(r.querySelectorAll('th, td'), (c) => c.textContent));
}

describe("'Mengapa cocok'", () => {
  beforeEach(() => session.signIn('t', ROLES.brokerAdmin, 'broker'));
  afterEach(() => localStorage.clear());

  it('puts both names as written and both birth dates beside the names as compared', async () => {
    mockApi({ [READ]: screeningReply([match()]) });
    expect(await namesCompared()).toEqual([
      [MSG.screeningParticipant, MSG.screeningListEntry],
      [MSG.screeningWhyNameWritten],
      ['Djoko Soesanto', 'Joko Susanto'],
      [MSG.screeningWhyNameCompared],
      ['joko susanto', 'joko susanto'],
      [MSG.screeningBirthDates],
      ['17 Agustus 1975', '1975, 04 Maret 1976'],
    ]);
  });

  it('names the alias that matched as the list writes it, and says when a birth date is not known', async () => {
    const viaAlias = match();
    viaAlias.subject = { ...viaAlias.subject, name: 'H. Abu Hamzah', birth_date: '' };
    viaAlias.entry = { ...viaAlias.entry, birth_dates: [] };
    viaAlias.breakdown = {
      ...viaAlias.breakdown,
      matched_name: 'Abu Hamzah',
      matched_alias: true,
      subject_normalised: 'abu hamzah',
      list_normalised: 'abu hamzah',
    };
    mockApi({ [READ]: screeningReply([viaAlias]) });
    expect(await namesCompared()).toEqual([
      [MSG.screeningParticipant, MSG.screeningListEntry],
      [MSG.screeningWhyNameWritten],
      ['H. Abu Hamzah', `Abu Hamzah${MSG.screeningMatchedAlias}`],
      [MSG.screeningWhyNameCompared],
      ['abu hamzah', 'abu hamzah'],
      [MSG.screeningBirthDates],
      [MSG.screeningWhyUnknown, MSG.screeningWhyUnknown],
    ]);
  });
});
