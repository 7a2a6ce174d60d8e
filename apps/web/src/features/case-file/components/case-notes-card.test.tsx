import { MSG, ROLES } from '@kilau/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { apiError, mockApi, renderScreen } from '../../../testing/render';
import { CaseNotesCard } from './case-notes-card';

const ID = '0b6f4a52-5d1c-4b6e-9c1e-3f2a7d9e8c10';
const NOTES = `/v1/admin-broker/kyc/${ID}/notes`;
const note = (id: string, body: string, at: string) => ({
  id,
  author: 'Ani Wijaya',
  body,
  created_at: at,
});

describe('internal notes card', () => {
  beforeEach(() => session.signIn('t', ROLES.brokerAdmin, 'broker'));
  afterEach(() => localStorage.clear());

  it('lists the notes with author and time, adds one and shows it at once', async () => {
    const older = note('n1', 'Foto KTP agak gelap.', '2026-11-26T03:00:00.000Z');
    const added = note('n2', 'NIK cocok dengan Dukcapil.', '2026-11-26T04:15:00.000Z');
    const api = mockApi({
      [`GET ${NOTES}`]: [
        { body: { status_code: '00', data: [older] } },
        { body: { status_code: '00', data: [added, older] } },
      ],
      [`POST ${NOTES}`]: { body: { status_code: '00', message: MSG.caseNoteSaved, data: added } },
    });
    renderScreen(<CaseNotesCard prefix="admin-broker" participantId={ID} />);
    expect(await screen.findByText('Foto KTP agak gelap.')).toBeTruthy();
    expect(screen.getByText('Ani Wijaya · 26 November 2026 10:00 WIB')).toBeTruthy();
    await userEvent.type(
      screen.getByRole('textbox', { name: MSG.caseNoteAdd }),
      'NIK cocok dengan Dukcapil.',
    );
    await userEvent.click(screen.getByRole('button', { name: MSG.caseNoteAdd }));
    expect(await screen.findByText('NIK cocok dengan Dukcapil.')).toBeTruthy();
    expect(api.callsTo(`POST ${NOTES}`)[0]?.body).toEqual({ body: 'NIK cocok dengan Dukcapil.' });
    expect(await screen.findByText(MSG.caseNoteSaved)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: MSG.caseNoteAdd }) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('says an empty note cannot be saved, without calling the server', async () => {
    const api = mockApi({ [`GET ${NOTES}`]: { body: { status_code: '00', data: [] } } });
    renderScreen(<CaseNotesCard prefix="admin-broker" participantId={ID} />);
    expect(await screen.findByText(MSG.caseNotesEmpty)).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: MSG.caseNoteAdd }), '   ');
    await userEvent.click(screen.getByRole('button', { name: MSG.caseNoteAdd }));
    expect(await screen.findByText(MSG.caseNoteRequired)).toBeTruthy();
    expect(api.callsTo(`POST ${NOTES}`)).toHaveLength(0);
  });

  it('keeps the text and shows the server’s message when saving fails', async () => {
    mockApi({
      [`GET ${NOTES}`]: { body: { status_code: '00', data: [] } },
      [`POST ${NOTES}`]: apiError(404, 404, MSG.participantNotFound),
    });
    renderScreen(<CaseNotesCard prefix="admin-broker" participantId={ID} />);
    await screen.findByText(MSG.caseNotesEmpty);
    const box = screen.getByRole('textbox', { name: MSG.caseNoteAdd }) as HTMLTextAreaElement;
    await userEvent.type(box, 'Catatan penting');
    await userEvent.click(screen.getByRole('button', { name: MSG.caseNoteAdd }));
    expect((await screen.findByRole('alert')).textContent).toContain(MSG.participantNotFound);
    expect(box.value).toBe('Catatan penting');
  });
});
