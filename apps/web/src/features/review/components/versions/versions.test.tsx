import { MSG } from '@kilau/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { kycDetail, resubmittedRequest } from '../../../../testing/kyc-detail';
import { openDetail } from '../decisions/detail-test-setup';

afterEach(() => localStorage.clear());

const picture = { body: {} };

describe('versions of what was sent back', () => {
  it('shows the KTP before and after side by side, the changed fields, the badges and the history', async () => {
    const { api } = openDetail(
      { 'GET /v1/get/file?id=f-old': picture, 'GET /v1/get/file?id=f-new': picture },
      { history: [resubmittedRequest()] },
    );
    const ktp = await screen.findByTestId('versions-ktp');
    expect(
      await within(ktp).findByRole('img', { name: `${MSG.resubmissionPrevious} · Versi 1` }),
    ).toBeTruthy();
    expect(
      await within(ktp).findByRole('img', { name: `${MSG.resubmissionCurrent} · Versi 2` }),
    ).toBeTruthy();
    expect(api.callsTo('GET /v1/get/file?id=f-old')).toHaveLength(1);
    expect(api.callsTo('GET /v1/get/file?id=f-new')).toHaveLength(1);

    // The personal data: the field before → after.
    const personal = screen.getByTestId('versions-personal');
    expect(within(personal).getByText('Pesrta Satu')).toBeTruthy();
    expect(within(personal).getByText(/Peserta Satu/)).toBeTruthy();

    // What changed since the last review: the KTP and the personal data, not the accepted photo.
    expect(screen.getAllByText(MSG.resubmissionChangedSince)).toHaveLength(2);
    expect(
      within(screen.getByTestId('document-row-ktp')).getByText(MSG.resubmissionChangedSince),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('document-row-photo')).queryByText(MSG.resubmissionChangedSince),
    ).toBeNull();

    const history = screen.getByTestId('resubmission-history');
    expect(within(history).getByText(MSG.resubmissionHistoryTitle)).toBeTruthy();
    expect(within(history).getByText(MSG.resubmissionResubmitted)).toBeTruthy();
    expect(within(history).getByText(/Foto buram/)).toBeTruthy();
    expect(within(history).getByText(/Mohon foto di tempat terang/)).toBeTruthy();
  });

  it('while the customer has not fixed it yet: the version sent back with its reason, the waiting said once', async () => {
    // As the server answers a file sent back: Terima and Tolak refused for the same reason.
    const waiting = kycDetail(7, {
      status_nasabah: 8,
      allowed_actions: [],
      unavailable_actions: [
        { action: 'approve', reason: MSG.resubmissionWaiting },
        { action: 'reject', reason: MSG.resubmissionWaiting },
      ],
    });
    openDetail(
      { 'GET /v1/get/file?id=f-old': picture },
      { history: [resubmittedRequest({ status: 'open', resubmitted_at: null })], detail: waiting },
    );
    const ktp = await screen.findByTestId('versions-ktp');
    expect(
      await within(ktp).findByRole('img', { name: `${MSG.resubmissionPrevious} · Versi 1` }),
    ).toBeTruthy();
    expect(within(ktp).queryByText(new RegExp(MSG.resubmissionCurrent))).toBeNull();
    expect(screen.queryByText(MSG.resubmissionChangedSince)).toBeNull();
    // The reason and the note chosen before 'Kirim permintaan' stand beside the document (decision 0134).
    const asked = within(ktp).getByTestId('asked-ktp');
    expect(asked.textContent).toContain(`${MSG.resubmissionReason}: Foto buram`);
    expect(asked.textContent).toContain(`${MSG.resubmissionNoteLabel}: Mohon foto di tempat terang.`);
    expect(within(screen.getByTestId('asked-personal')).getByText(/Data tidak sesuai dokumen/)).toBeTruthy();
    // That the file waits for the customer is said once, in the action bar, not per item nor twice.
    expect(screen.getAllByText(MSG.resubmissionWaiting)).toHaveLength(1);
    expect(within(screen.getByTestId('detail-action-bar')).getByText(MSG.resubmissionWaiting)).toBeTruthy();
    expect(within(screen.getByTestId('resubmission-history')).getByText(MSG.resubmissionOpen)).toBeTruthy();
  });
});
