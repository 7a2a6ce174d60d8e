import { MSG } from '@kilau/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attachment,
  COMPLETE_ATTACHMENT,
  CUSTOMER_ID,
  recordRoutes,
} from '../../../../testing/onboarding/attachment';
import { apiError, mockApi, renderScreen } from '../../../../testing/render';

const upload = vi.hoisted(() => ({
  uploadAttachment: vi.fn(async (_c: string, kind: string) => `kyc/x/${kind}-new.jpg`),
  fetchStoredFile: vi.fn(async () => new Blob(['img'], { type: 'image/jpeg' })),
}));
vi.mock('../../api/upload', () => ({ uploadAttachment: upload.uploadAttachment }));
vi.mock('../../api/stored-file', () => ({
  fetchStoredFile: upload.fetchStoredFile,
  storedFileUrl: (p: string) => p,
}));

const compress = vi.hoisted(() => ({ size: 100_000 }));
vi.mock('../../lib/compress-image', async (orig) => {
  const real = await orig<typeof import('../../lib/compress-image')>();
  return {
    ...real,
    // jsdom has no canvas: the real rules, with a picture whose JPEG size a test chooses.
    compressImage: (file: File) =>
      real.compressImage(file, async () => ({
        width: 4000,
        height: 3000,
        encode: async () => new Blob([new Uint8Array(compress.size)], { type: 'image/jpeg' }),
      })),
  };
});

// jsdom reads no video metadata: a test says how long a picked video is.
const length = vi.hoisted(() => ({ seconds: null as number | null }));
vi.mock('../../lib/video-rules', async (orig) => ({
  ...(await orig<typeof import('../../lib/video-rules')>()),
  videoSeconds: async () => length.seconds,
}));

import AttachmentPage from './attachment-page';

beforeEach(() => {
  compress.size = 100_000;
  upload.uploadAttachment.mockClear();
  URL.createObjectURL = vi.fn(() => 'blob:stored');
  URL.revokeObjectURL = vi.fn();
});

const render = () => renderScreen(<AttachmentPage />, { path: '/register-datalampiran' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: MSG.buttonSaveNext }));

function pick(kind: string, file: File) {
  const box = screen.getByTestId(`doc-${kind}`);
  const input = box.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return box;
}

describe('AttachmentPage: the statement video (decision 0125)', () => {
  it('shows the sentence to read with the customer’s name and platform, and the shortest length', async () => {
    mockApi(recordRoutes());
    render();
    const script = await screen.findByTestId('statement-script');
    expect(script.textContent).toContain(MSG.attachVideoScriptTitle);
    expect(script.textContent).toContain('Saya, Siti Rahma, menyatakan');
    expect(script.textContent).toContain('melalui Kilau Emas.');
    expect(script.textContent).toContain('Durasi video minimal 5 detik.');
  });

  it('refuses a 3-second clip before uploading it, and takes a 6-second one', async () => {
    mockApi(recordRoutes());
    render();
    await screen.findByTestId('doc-statement_video');
    const clip = () => new File(['v'], 'pernyataan.mp4', { type: 'video/mp4' });
    length.seconds = 3;
    const box = pick('statement_video', clip());
    expect(await within(box).findByText(MSG.attachVideoTooShort.replace('{seconds}', '5'))).toBeTruthy();
    expect(upload.uploadAttachment).not.toHaveBeenCalled();
    length.seconds = 6;
    pick('statement_video', clip());
    await waitFor(() =>
      expect(upload.uploadAttachment).toHaveBeenCalledWith(
        CUSTOMER_ID,
        'statement_video',
        expect.any(File),
        expect.anything(),
      ),
    );
    length.seconds = null;
  });
});

describe('AttachmentPage: the flow', () => {
  it('paints a spinner first, then the form once its data and its code have arrived', async () => {
    mockApi(recordRoutes());
    render();
    expect(screen.getByLabelText(MSG.loading)).toBeTruthy();
    expect(screen.queryByTestId('doc-ktp')).toBeNull();
    expect(await screen.findByTestId('doc-ktp')).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.buttonSaveNext })).toBeTruthy();
  });

  it('is step 6 of 6 after the emergency contact in the default flow', async () => {
    mockApi(recordRoutes());
    render();
    expect(await screen.findByText('Langkah 6 dari 6')).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.buttonPrevious }).getAttribute('href')).toBe(
      '/register-datakontak',
    );
  });

  it('is step 3 of 3 right after the work data in a 4-step flow', async () => {
    mockApi(recordRoutes({ detail: { flow: 'short', state: 'employment' } }));
    render();
    expect(await screen.findByText('Langkah 3 dari 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.buttonPrevious }).getAttribute('href')).toBe(
      '/register-datapekerjaan',
    );
  });
});

describe('AttachmentPage: documents', () => {
  it('refuses a file that is not jpeg or png, saying it is the format, with the document’s error state', async () => {
    mockApi(recordRoutes());
    render();
    await screen.findByTestId('doc-ktp');
    const box = pick('ktp', new File(['%PDF'], 'ktp.pdf', { type: 'application/pdf' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe(MSG.uploadImageWrongType);
    expect(alert.getAttribute('data-error-state')).toBe('1');
    expect(upload.uploadAttachment).not.toHaveBeenCalled();
  });

  it('refuses a picture still ≥ 400,000 bytes after compression, naming the 400 KB limit (state 2 for the NPWP photo)', async () => {
    compress.size = 400_000;
    mockApi(recordRoutes());
    render();
    await screen.findByTestId('doc-npwp');
    const box = pick('npwp', new File([new Uint8Array(10)], 'npwp.png', { type: 'image/png' }));
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toBe(MSG.uploadImageTooLarge.replace('{max}', '400'));
    expect(alert.getAttribute('data-error-state')).toBe('2');
    expect(upload.uploadAttachment).not.toHaveBeenCalled();
  });

  it.each([
    ['photo', '3'],
    ['photo_with_ktp', '4'],
    ['kk', '5'],
    ['other', '6'],
  ])('gives %s the error state %s', async (kind, state) => {
    mockApi(recordRoutes());
    render();
    await screen.findByTestId(`doc-${kind}`);
    const box = pick(kind, new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect((await within(box).findByRole('alert')).getAttribute('data-error-state')).toBe(state);
  });

  it('uploads a compressed JPEG first, with its kind, then shows the stored image', async () => {
    mockApi(recordRoutes());
    render();
    await screen.findByTestId('doc-ktp');
    const box = pick('ktp', new File([new Uint8Array(2_000_000)], 'ktp.png', { type: 'image/png' }));
    await waitFor(() => expect(upload.uploadAttachment).toHaveBeenCalled());
    const [customerId, kind, file] = upload.uploadAttachment.mock.calls[0] as unknown as [
      string,
      string,
      File,
    ];
    expect(customerId).toBe(CUSTOMER_ID);
    expect(kind).toBe('ktp');
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBe(100_000);
    expect((await within(box).findByRole('img', { name: MSG.attachDocKtp })).getAttribute('src')).toBe(
      'blob:stored',
    );
  });

  it('shows the server’s message when the upload is refused (413)', async () => {
    upload.uploadAttachment.mockRejectedValueOnce(
      Object.assign(
        new (await import('../../../../lib/api-client')).ApiError(413, 413, MSG.uploadImageInvalid),
      ),
    );
    mockApi(recordRoutes());
    render();
    await screen.findByTestId('doc-photo');
    const box = pick('photo', new File(['x'], 'p.jpg', { type: 'image/jpeg' }));
    expect((await within(box).findByRole('alert')).textContent).toContain(MSG.uploadImageInvalid);
  });
});

describe('AttachmentPage: submitting', () => {
  it('with required items missing: the toast and each missing document’s message, nothing sent', async () => {
    const api = mockApi(recordRoutes());
    render();
    await screen.findByTestId('doc-ktp');
    submit();
    expect(await screen.findByText(MSG.attachmentFillEverything)).toBeTruthy();
    expect(screen.getByText(MSG.uploadKtpRequired).getAttribute('data-error-state')).toBe('1');
    expect(screen.getByText(MSG.uploadPhotoRequired).getAttribute('data-error-state')).toBe('3');
    expect(screen.getByText(MSG.uploadPhotoWithKtpRequired).getAttribute('data-error-state')).toBe('4');
    const video = within(screen.getByTestId('doc-statement_video')).getByRole('alert');
    expect(video.textContent).toContain(MSG.uploadFileRequired);
    expect(video.getAttribute('data-error-state')).toBe('10');
    expect(within(screen.getByTestId('signature-mode-1')).getByRole('alert').textContent).toContain(
      MSG.signatureRequired,
    );
    expect(api.callsTo(`PUT /v2/kyc/attachment/${CUSTOMER_ID}`)).toHaveLength(0);
  });

  it('asks for the clause-24 dispute body (407 text) before sending', async () => {
    const api = mockApi(recordRoutes({ attachment: { ...COMPLETE_ATTACHMENT, dispute_body: null } }));
    render();
    await screen.findByTestId('doc-ktp');
    submit();
    expect((await screen.findAllByText(MSG.disputeBodyRequired)).length).toBeGreaterThan(0);
    expect(api.callsTo(`PUT /v2/kyc/attachment/${CUSTOMER_ID}`)).toHaveLength(0);
  });

  it('restores the confirmation, sends the stored paths and goes to the preview on 00', async () => {
    const api = mockApi({
      ...recordRoutes({ attachment: COMPLETE_ATTACHMENT }),
      [`PUT /v2/kyc/attachment/${CUSTOMER_ID}`]: { body: { status_code: '00' } },
    });
    const { location } = render();
    await screen.findByTestId('doc-ktp');
    expect((screen.getByRole('checkbox', { name: MSG.attachConfirm }) as HTMLInputElement).checked).toBe(
      true,
    );
    submit();
    await waitFor(() => expect(location()).toBe('/register-preview'));
    expect(api.callsTo(`PUT /v2/kyc/attachment/${CUSTOMER_ID}`)[0]?.body).toEqual({
      ktp: COMPLETE_ATTACHMENT.ktp,
      photo: COMPLETE_ATTACHMENT.photo,
      photo_with_ktp: COMPLETE_ATTACHMENT.photo_with_ktp,
      signature: COMPLETE_ATTACHMENT.signature,
      statement_video: COMPLETE_ATTACHMENT.statement_video,
      has_confirm_attachment: true,
      agreement_step: 5,
      dispute_body: 'bakti',
    });
  });

  it('shows the server’s 406 signature message', async () => {
    mockApi({
      ...recordRoutes({ attachment: COMPLETE_ATTACHMENT }),
      [`PUT /v2/kyc/attachment/${CUSTOMER_ID}`]: apiError(400, 406, MSG.signatureRequired),
    });
    render();
    await screen.findByTestId('doc-ktp');
    submit();
    expect((await screen.findAllByText(MSG.signatureRequired)).length).toBeGreaterThan(0);
  });

  it('shows the server’s 407 dispute-body message', async () => {
    mockApi({
      ...recordRoutes({ attachment: COMPLETE_ATTACHMENT }),
      [`PUT /v2/kyc/attachment/${CUSTOMER_ID}`]: apiError(400, 407, MSG.disputeBodyRequired),
    });
    render();
    await screen.findByTestId('doc-ktp');
    submit();
    expect((await screen.findAllByText(MSG.disputeBodyRequired)).length).toBeGreaterThan(0);
  });

  it.each([
    [{ body: { status_code: '2004' } }, MSG.stepAlreadySubmitted],
    [{ body: { status_code: '9999' } }, MSG.stepSystemError],
    [apiError(422, 422, 'x'), MSG.stepCheckInput],
  ])('maps the other replies to their toasts', async (reply, text) => {
    mockApi({
      ...recordRoutes({ attachment: COMPLETE_ATTACHMENT }),
      [`PUT /v2/kyc/attachment/${CUSTOMER_ID}`]: reply,
    });
    const { location } = render();
    await screen.findByTestId('doc-ktp');
    submit();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(location()).toBe('/register-datalampiran');
  });
});

describe('AttachmentPage: signatures, agreements, promoter', () => {
  it('shows the partner’s pad only when the marital status is married (KAWIN)', async () => {
    mockApi(recordRoutes({ married: true }));
    render();
    expect(await screen.findByText(MSG.attachSignaturePartner)).toBeTruthy();
    expect(screen.getByTestId('signature-mode-2')).toBeTruthy();
  });

  it('has no partner pad for a customer who is not married', async () => {
    mockApi(recordRoutes());
    render();
    await screen.findByTestId('signature-mode-1');
    expect(screen.queryByTestId('signature-mode-2')).toBeNull();
  });

  it('an empty pad is “Tanda Tangan tidak boleh kosong” and nothing is uploaded', async () => {
    mockApi(recordRoutes());
    render();
    fireEvent.click(await screen.findByRole('button', { name: MSG.attachSignatureSign }));
    fireEvent.click(await screen.findByRole('button', { name: MSG.attachSignatureSave }));
    expect(await screen.findByText(MSG.signatureRequired)).toBeTruthy();
    expect(upload.uploadAttachment).not.toHaveBeenCalled();
  });

  it('a drawn signature is uploaded as PNG with the kind signature', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((cb) => {
      cb(new Blob(['png'], { type: 'image/png' }));
    });
    mockApi(recordRoutes());
    render();
    fireEvent.click(await screen.findByRole('button', { name: MSG.attachSignatureSign }));
    const pad = await screen.findByTestId('signature-canvas');
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 40, clientY: 30, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    fireEvent.click(screen.getByRole('button', { name: MSG.attachSignatureSave }));
    await waitFor(() => expect(upload.uploadAttachment).toHaveBeenCalled());
    const [, kind, file] = upload.uploadAttachment.mock.calls[0] as unknown as [string, string, File];
    expect(kind).toBe('signature');
    expect(file.type).toBe('image/png');
  });

  it('keeps the statements in order: only statement 2 can be opened first', async () => {
    // The work step is not saved yet: its beneficial-owner statement is asked here, in its turn.
    mockApi(recordRoutes({ employment: null }));
    render();
    const first = await screen.findByTestId('statement-2');
    expect(
      (within(first).getByRole('button', { name: MSG.attachAgreementRead }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (
        within(screen.getByTestId('statement-3')).getByRole('button', {
          name: MSG.attachAgreementRead,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
    expect(
      (
        within(screen.getByTestId('statement-4')).getByRole('button', {
          name: MSG.attachAgreementRead,
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('shows the beneficial-owner statement of the work step approved, readable, and goes from statement 2 to 4 (decision 0135)', async () => {
    const legal = (id: string, title: string) => ({
      [`GET /v2/legal/${id}?bank_code=037`]: {
        body: {
          status_code: '00',
          data: {
            id,
            version: '2026.11',
            title,
            sections: [{ title: 'Umum', clauses: [{ number: 1, paragraphs: [`Isi ${title}.`] }] }],
          },
        },
      },
    });
    const api = mockApi({
      ...recordRoutes({ attachment: { ...COMPLETE_ATTACHMENT, agreement_step: null, dispute_body: null } }),
      ...legal('perjanjian-amanat', 'Perjanjian Pemberian Amanat'),
      ...legal('pemilik-manfaat', 'Pernyataan Pemilik Manfaat'),
      ...legal('simulasi-transaksi', 'Simulasi Transaksi'),
      [`PUT /v2/kyc/attachment/${CUSTOMER_ID}`]: { body: { status_code: '00' } },
    });
    render();
    const owner = await screen.findByTestId('statement-3');
    expect(within(owner).getByText(MSG.attachAgreementDone)).toBeTruthy();
    expect(within(owner).getByText(MSG.attachStatementCarried)).toBeTruthy();
    expect(within(owner).queryByRole('button', { name: MSG.attachAgreementRead })).toBeNull();
    // It can be read again, with nothing to agree.
    fireEvent.click(within(owner).getByRole('button', { name: MSG.legalRead }));
    const text = await screen.findByRole('dialog', { name: 'Pernyataan Pemilik Manfaat' });
    expect(within(text).queryByRole('button', { name: MSG.attachAgreementAccept })).toBeNull();
    fireEvent.click(within(text).getAllByRole('button', { name: MSG.buttonClose }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const mandate = screen.getByTestId('statement-2');
    const simulation = screen.getByTestId('statement-4');
    const readSimulation = () =>
      within(simulation).getByRole('button', { name: MSG.attachAgreementRead }) as HTMLButtonElement;
    expect(readSimulation().disabled).toBe(true);
    fireEvent.click(within(mandate).getAllByRole('radio')[0] as HTMLElement);
    fireEvent.click(within(mandate).getByRole('button', { name: MSG.attachAgreementRead }));
    const amanat = await screen.findByRole('dialog', { name: 'Perjanjian Pemberian Amanat' });
    fireEvent.click(within(amanat).getByRole('button', { name: MSG.attachAgreementAccept }));
    await waitFor(() => expect(within(mandate).getByText(MSG.attachAgreementDone)).toBeTruthy());
    // The next statement to approve is the simulation: the owner statement is not asked again.
    await waitFor(() => expect(readSimulation().disabled).toBe(false));
    fireEvent.click(readSimulation());
    const sim = await screen.findByRole('dialog', { name: 'Simulasi Transaksi' });
    fireEvent.click(within(sim).getByRole('button', { name: MSG.attachAgreementAccept }));
    await waitFor(() => expect(within(simulation).getByText(MSG.attachAgreementDone)).toBeTruthy());
    submit();
    await waitFor(() => expect(api.callsTo(`PUT /v2/kyc/attachment/${CUSTOMER_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/kyc/attachment/${CUSTOMER_ID}`)[0]?.body).toMatchObject({
      agreement_step: 5,
    });
  });

  it('shows the promoter code of the platform choice read-only; nothing is checked or sent (decision 0135)', async () => {
    const api = mockApi({
      ...recordRoutes({ attachment: { ...COMPLETE_ATTACHMENT, referral_code: 'KILAU001' } }),
      [`PUT /v2/kyc/attachment/${CUSTOMER_ID}`]: { body: { status_code: '00' } },
    });
    render();
    const code = (await screen.findByLabelText(MSG.previewPromoterSection)) as HTMLInputElement;
    expect(code.value).toBe('KILAU001');
    expect(code.readOnly).toBe(true);
    expect(screen.getByText(MSG.promoterCodeCarried)).toBeTruthy();
    expect(screen.queryByLabelText(MSG.promoterCodeLabel)).toBeNull();
    submit();
    await waitFor(() => expect(api.callsTo(`PUT /v2/kyc/attachment/${CUSTOMER_ID}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /v2/kyc/attachment/${CUSTOMER_ID}`)[0]?.body).not.toHaveProperty('referral_code');
    expect(api.callsTo('POST /v2/kyc/customer/referral')).toHaveLength(0);
  });

  it('alerts “Cannot get media devices” when there is no camera', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi(recordRoutes());
    render();
    const box = await screen.findByTestId('doc-photo');
    fireEvent.click(within(box).getByRole('button', { name: MSG.attachUseCamera }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith(MSG.attachCameraUnavailable));
  });

  it('offers the camera for the KTP photo too: the back camera, where the selfie takes the front one', async () => {
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    const getUserMedia = vi.fn(async (_c: MediaStreamConstraints): Promise<MediaStream> => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    try {
      mockApi(recordRoutes());
      render();
      const ktp = await screen.findByTestId('doc-ktp');
      fireEvent.click(within(ktp).getByRole('button', { name: MSG.attachUseCamera }));
      await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(1));
      expect(getUserMedia.mock.calls[0]?.[0].video).toMatchObject({ facingMode: { ideal: 'environment' } });
      fireEvent.click(
        within(screen.getByTestId('doc-photo')).getByRole('button', { name: MSG.attachUseCamera }),
      );
      await waitFor(() => expect(getUserMedia).toHaveBeenCalledTimes(2));
      expect(getUserMedia.mock.calls[1]?.[0].video).toEqual({ facingMode: 'user' });
    } finally {
      Reflect.deleteProperty(navigator, 'mediaDevices');
    }
  });
});

describe('AttachmentPage: a reload', () => {
  it('shows the files the server names for the record, uploaded but the form never sent', async () => {
    // The server names each upload in the record as it lands (decision 0088), so the reply holds it.
    mockApi(recordRoutes({ attachment: { ...attachment(), ktp: 'kyc/x/ktp-draft.jpg' } }));
    render();
    const box = await screen.findByTestId('doc-ktp');
    expect(await within(box).findByRole('img', { name: MSG.attachDocKtp })).toBeTruthy();
    expect(upload.fetchStoredFile).toHaveBeenCalledWith('kyc/x/ktp-draft.jpg');
  });
});

describe('AttachmentPage: the video', () => {
  it('refuses a video that is not mp4 with state 11', async () => {
    mockApi(recordRoutes({ attachment: attachment() }));
    render();
    const box = await screen.findByTestId('doc-statement_video');
    fireEvent.change(box.querySelector('input[type="file"]') as HTMLInputElement, {
      target: { files: [new File(['x'], 'v.webm', { type: 'video/webm' })] },
    });
    const alert = await within(box).findByRole('alert');
    expect(alert.textContent).toContain(MSG.uploadVideoInvalid);
    expect(alert.getAttribute('data-error-state')).toBe('11');
  });
});
