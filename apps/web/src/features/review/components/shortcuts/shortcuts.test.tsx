import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { decisionOf, openDetail, pickReason } from '../decisions/detail-test-setup';

afterEach(() => localStorage.clear());

const closeDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

describe('keyboard shortcuts', () => {
  it('a, t and u only open their dialogs; ? lists the keys', async () => {
    const user = userEvent.setup();
    const { api } = openDetail();
    await screen.findByRole('button', { name: MSG.resubmissionSend });

    await user.keyboard('a');
    expect(await screen.findByText(new RegExp(MSG.verifyDocumentsComplete))).toBeTruthy();
    await closeDialog(user);

    await user.keyboard('t');
    expect(await screen.findByText(MSG.rejectConfirm)).toBeTruthy();
    await closeDialog(user);

    // u with nothing sent back says so; with the KTP marked it opens the confirmation.
    await user.keyboard('u');
    expect(await screen.findByText(MSG.resubmissionNothingToFix)).toBeTruthy();
    const ktp = decisionOf(MSG.resubmissionItemKtp);
    await user.click(within(ktp).getByText(MSG.resubmissionAsk));
    await pickReason(ktp, MSG.resubmissionReason, MSG.resubmissionReasonBlurry);
    await user.click(document.body);
    await user.keyboard('u');
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByRole('button', { name: MSG.resubmissionSend })).toBeTruthy();
    await closeDialog(user);

    await user.keyboard('?');
    const overlay = await screen.findByRole('dialog', { name: MSG.shortcutsTitle });
    for (const label of [
      MSG.shortcutNextDocument,
      MSG.shortcutZoomIn,
      MSG.shortcutRotate,
      MSG.shortcutApprove,
    ])
      expect(within(overlay).getByText(label)).toBeTruthy();
    expect(within(overlay).getByText(MSG.shortcutsNoFinal)).toBeTruthy();
    await closeDialog(user);

    // Nothing was decided by a key.
    expect(api.calls.filter((c) => !c.key.startsWith('GET '))).toEqual([]);
  });

  it('keys typed into a note are text, not shortcuts', async () => {
    const user = userEvent.setup();
    openDetail();
    const ktp = await screen.findByRole('group', { name: MSG.resubmissionItemKtp });
    await user.click(within(ktp).getByText(MSG.resubmissionAsk));
    const note = within(ktp).getByLabelText(MSG.resubmissionNote);
    await user.click(note);
    await user.keyboard('atu?jr');
    expect((note as HTMLTextAreaElement).value).toBe('atu?jr');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('j opens the documents one after the other; + zooms and r turns the open one', async () => {
    const user = userEvent.setup();
    openDetail();
    await screen.findByRole('button', { name: MSG.resubmissionSend });
    await user.keyboard('j');
    expect(await screen.findByText(new RegExp(`${MSG.galleryPhoto} · 1 dari 4`))).toBeTruthy();
    await user.keyboard('j');
    expect(await screen.findByText(new RegExp(`${MSG.galleryKtp} · 2 dari 4`))).toBeTruthy();
    await user.keyboard('+r');
    await waitFor(() => {
      const img = document.querySelector('.yarl__slide_current img');
      expect(img?.getAttribute('data-scale')).toBe('1.5');
      expect(img?.getAttribute('data-rotation')).toBe('90');
    });
  });
});
