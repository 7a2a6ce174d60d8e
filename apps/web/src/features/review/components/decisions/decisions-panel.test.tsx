import { fillTemplate, MSG } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError } from '../../../../testing/render';
import {
  acceptRoute,
  checklistReply,
  decisionOf,
  detailReply,
  detailRoute,
  findDecision,
  findDialog,
  openDetail,
  pickReason,
  queryDialog,
  sendButton,
  sendRoute,
  who,
} from './detail-test-setup';

afterEach(() => localStorage.clear());

/** Pasted rather than typed key by key: the same change, a fraction of the time. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

/** Marks the KTP blurry and the signature 'Lainnya'; the text of 'Lainnya' left to the test. */
async function askForKtpAndSignature(user: ReturnType<typeof userEvent.setup>) {
  const ktp = await findDecision('ktp');
  await user.click(within(ktp).getByText(MSG.resubmissionAsk));
  await pickReason(ktp, MSG.resubmissionReason, MSG.resubmissionReasonBlurry);
  await typeInto(user, within(ktp).getByLabelText(MSG.resubmissionNote), 'Foto di tempat terang.');
  const signature = decisionOf('signature');
  await user.click(within(signature).getByText(MSG.resubmissionAsk));
  await pickReason(signature, MSG.resubmissionReason, MSG.resubmissionReasonOther);
  return { ktp, signature };
}

// The whole detail page in jsdom with clicks and a lazily loaded Select: seconds per test, more
// on a busy machine.
describe('per-document decisions', { timeout: 45_000 }, () => {
  it("sends two documents back: 'Lainnya' needs its text, the confirm counts them, the body holds what was decided, the status turns 'Perlu Perbaikan'", async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openDetail({
      [acceptRoute('personal')]: checklistReply(['personal']),
      [detailRoute]: [detailReply(who), detailReply({ ...who, status_nasabah: 8, allowed_actions: [] })],
      [sendRoute]: {
        body: {
          status_code: '00',
          message: MSG.resubmissionSent,
          data: { request_id: 'r1', status_nasabah: 8 },
        },
      },
    });
    const { signature } = await askForKtpAndSignature(user);
    // The personal data accepted in the checklist: sent as accepted; the undecided rest is not sent.
    await user.click(within(decisionOf('personal')).getByText(MSG.resubmissionAccept));
    expect(await within(decisionOf('personal')).findByText(/Budi Santoso/)).toBeTruthy();
    // Data sections say 'Minta perbaikan', documents 'Minta unggah ulang'.
    expect(within(decisionOf('bank_account')).getByText(MSG.resubmissionAskData)).toBeTruthy();

    await user.click(sendButton());
    expect(await within(signature).findByText(MSG.resubmissionReasonTextRequired)).toBeTruthy();
    expect(queryDialog()).toBeNull();
    expect(api.callsTo(sendRoute)).toHaveLength(0);

    await typeInto(
      user,
      within(signature).getByLabelText(new RegExp(`^${MSG.resubmissionReasonText}`)),
      'Tinta luntur',
    );
    await user.click(sendButton());
    const dialog = await findDialog();
    expect(dialog.textContent).toContain(fillTemplate(MSG.resubmissionSendConfirm, { count: 2 }));
    await user.click(within(dialog).getByRole('button', { name: MSG.resubmissionSend }));

    expect(await screen.findByText(MSG.resubmissionSent)).toBeTruthy();
    expect(screen.getByText(MSG.statusNeedsFix)).toBeTruthy();
    const body = api.callsTo(sendRoute)[0]?.body as { items: { item: string }[] };
    expect(body.items.map((i) => i.item).sort()).toEqual(['ktp', 'personal', 'signature']);
    expect(body.items.filter((i) => i.item === 'ktp' || i.item === 'signature')).toEqual([
      { item: 'ktp', decision: 'resubmit', reason: 'blurry', note: 'Foto di tempat terang.' },
      { item: 'signature', decision: 'resubmit', reason: 'other', reason_text: 'Tinta luntur' },
    ]);
    expect(body.items.find((i) => i.item === 'personal')).toEqual({ item: 'personal', decision: 'accepted' });
    // No longer awaiting review: no decisions, no 'Kirim permintaan'.
    await waitFor(() => expect(screen.queryByText(MSG.resubmissionSend)).toBeNull());
  });

  it('nothing sent back: refused with the message, no dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openDetail();
    await findDecision('ktp');
    await user.click(sendButton());
    expect(await screen.findByText(MSG.resubmissionNothingToFix)).toBeTruthy();
    expect(queryDialog()).toBeNull();
    expect(api.callsTo(sendRoute)).toHaveLength(0);
  });

  it("a refusal shows the server's message in the dialog, and every choice stays", async () => {
    const user = userEvent.setup({ delay: null });
    openDetail({ [sendRoute]: apiError(409, 2054, MSG.resubmissionNotAllowed) });
    const { ktp, signature } = await askForKtpAndSignature(user);
    await typeInto(
      user,
      within(signature).getByLabelText(new RegExp(`^${MSG.resubmissionReasonText}`)),
      'Tinta luntur',
    );
    await user.click(sendButton());
    const dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: MSG.resubmissionSend }));
    expect(await within(dialog).findByText(MSG.resubmissionNotAllowed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MSG.actionCancel }));
    expect((within(ktp).getByLabelText(MSG.resubmissionNote) as HTMLTextAreaElement).value).toBe(
      'Foto di tempat terang.',
    );
    expect(
      (within(signature).getByLabelText(new RegExp(`^${MSG.resubmissionReasonText}`)) as HTMLInputElement)
        .value,
    ).toBe('Tinta luntur');
  });

  it('every item starts undecided; Diterima asks the server, whose refusal stays beside the item', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = openDetail({
      [acceptRoute('ktp')]: [apiError(409, 2073, MSG.checklistDocumentNotOpened), checklistReply(['ktp'])],
    });
    const ktp = await findDecision('ktp');
    // Nothing is chosen for the reviewer: no radio checked, each item says it is undecided.
    for (const item of ['ktp', 'signature', 'personal', 'bank_account'] as const) {
      const group = decisionOf(item);
      expect(
        within(group)
          .getAllByRole('radio')
          .some((r) => (r as HTMLInputElement).checked),
      ).toBe(false);
      expect(within(group).getByText(MSG.checklistUndecided)).toBeTruthy();
    }
    await user.click(within(ktp).getByText(MSG.resubmissionAccept));
    expect(await within(ktp).findByText(MSG.checklistDocumentNotOpened)).toBeTruthy();
    await user.click(within(ktp).getByText(MSG.resubmissionAccept));
    expect(await within(ktp).findByText(/Diterima oleh Budi Santoso/)).toBeTruthy();
    expect(within(ktp).queryByText(MSG.checklistDocumentNotOpened)).toBeNull();
    expect(api.callsTo(acceptRoute('ktp'))).toHaveLength(2);
  });
});
