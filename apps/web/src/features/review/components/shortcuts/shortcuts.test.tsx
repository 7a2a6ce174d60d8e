import { MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  decisionOf,
  findDecision,
  findDialog,
  openDetail,
  pickReason,
  queryDialog,
} from '../decisions/detail-test-setup';

afterEach(() => localStorage.clear());

const closeDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.keyboard('{Escape}');
  await waitFor(() => expect(queryDialog()).toBeNull());
};

// The whole detail page in jsdom with clicks and a lazily loaded Select: seconds per test, more
// on a busy machine.
describe('keyboard shortcuts', { timeout: 45_000 }, () => {
  it('a, t and u only open their dialogs; ? lists the keys', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openDetail();
    await findDecision('ktp');

    await user.keyboard('a');
    expect(await screen.findByText(new RegExp(MSG.verifyDocumentsComplete))).toBeTruthy();
    await closeDialog(user);

    await user.keyboard('t');
    expect(await screen.findByText(MSG.rejectConfirm)).toBeTruthy();
    await closeDialog(user);

    // u with nothing sent back says so; with the KTP marked it opens the confirmation.
    await user.keyboard('u');
    expect(await screen.findByText(MSG.resubmissionNothingToFix)).toBeTruthy();
    const ktp = decisionOf('ktp');
    await user.click(within(ktp).getByText(MSG.resubmissionAsk));
    await pickReason(ktp, MSG.resubmissionReason, MSG.resubmissionReasonBlurry);
    await user.click(document.body);
    await user.keyboard('u');
    const confirm = await findDialog();
    expect(within(confirm).getByRole('button', { name: MSG.resubmissionSend })).toBeTruthy();
    await closeDialog(user);

    await user.keyboard('?');
    const overlay = await findDialog();
    expect(within(overlay).getByText(MSG.shortcutsTitle)).toBeTruthy();
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
    const user = userEvent.setup({ delay: null });
    openDetail();
    const ktp = await findDecision('ktp');
    await user.click(within(ktp).getByText(MSG.resubmissionAsk));
    const note = within(ktp).getByLabelText(MSG.resubmissionNote);
    await user.click(note);
    await user.keyboard('atu?jr');
    expect((note as HTMLTextAreaElement).value).toBe('atu?jr');
    expect(queryDialog()).toBeNull();
  });

  it('j opens the documents one after the other; + zooms and r turns the open one', async () => {
    const user = userEvent.setup({ delay: null });
    openDetail();
    await findDecision('ktp');
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

  it("n takes the next file through case ownership's 'Berikutnya'; without it, the list", async () => {
    const user = userEvent.setup({ delay: null });
    const nextFile = vi.fn();
    const first = openDetail({}, { props: { nextFile } });
    await findDecision('ktp');
    await user.keyboard('n');
    expect(nextFile).toHaveBeenCalledTimes(1);
    first.view.unmount();

    const second = openDetail();
    await findDecision('ktp');
    await user.keyboard('n');
    await waitFor(() => expect(second.view.location()).toBe('/esp-kyc'));
  });
});
