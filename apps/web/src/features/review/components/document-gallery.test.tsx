import { MSG, ROLES } from '@kilau/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { mockApi, renderScreen } from '../../../testing/render';
import { DocumentGallery } from './document-gallery';

const file = (path: string) => `GET /v1/get/file?path=${encodeURIComponent(path)}`;
const picture = { body: {} };
/** The file store down: the server answers 503 with its message (decision 0079). */
/** A participant who sent nothing; each test names the documents it needs. */
const none = {
  photo: null,
  ktp: null,
  photo_with_ktp: null,
  signature: null,
  statement_video: null,
  partner_signature: null,
  kk: null,
  npwp: null,
  other: null,
};
const storeDown = { status: 503, body: { status_code: 503, err_message_id: MSG.storageUnavailableRead } };

describe('document gallery', () => {
  beforeEach(() => session.signIn('t', ROLES.brokerAdmin, 'broker'));
  afterEach(() => localStorage.clear());

  it('says why a document could not be loaded, and loads it on Coba lagi', async () => {
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
    mockApi({
      [file('kyc/k/ktp.png')]: [storeDown, picture],
      [file('kyc/k/photo.png')]: picture,
    });
    renderScreen(
      <DocumentGallery
        attachment={{
          photo: 'kyc/k/photo.png',
          ktp: 'kyc/k/ktp.png',
          photo_with_ktp: null,
          signature: null,
          statement_video: null,
          partner_signature: null,
          kk: null,
          npwp: null,
          other: null,
        }}
      />,
    );
    expect(await screen.findByRole('img', { name: MSG.galleryPhoto })).toBeTruthy();
    expect(await screen.findByText(MSG.storageUnavailableRead)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: MSG.buttonRetry }));
    expect(await screen.findByRole('img', { name: MSG.galleryKtp })).toBeTruthy();
  });

  it('steps the lightbox through every document, loading each as it is shown', async () => {
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
    mockApi({
      [file('kyc/k/photo.png')]: picture,
      [file('kyc/k/ktp.png')]: picture,
      [file('kyc/k/signature.png')]: picture,
      [file('kyc/k/partner.png')]: picture,
      [file('kyc/k/statement.mp4')]: picture,
    });
    renderScreen(
      <DocumentGallery
        attachment={{
          photo: 'kyc/k/photo.png',
          ktp: 'kyc/k/ktp.png',
          photo_with_ktp: null,
          signature: 'kyc/k/signature.png',
          statement_video: 'kyc/k/statement.mp4',
          partner_signature: 'kyc/k/partner.png',
          kk: null,
          npwp: null,
          other: null,
        }}
      />,
    );
    // The spouse's signature has its own thumbnail; a document the customer did not send has none.
    expect(await screen.findByRole('img', { name: MSG.galleryPartnerSignature })).toBeTruthy();
    expect(screen.queryByText(MSG.galleryKk)).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: MSG.galleryPhoto }));
    // Stepped by hand here (the 4-second slideshow runs in the browser test, on a fake clock).
    const seen: string[] = [];
    for (const label of [
      MSG.galleryPhoto,
      MSG.galleryKtp,
      MSG.gallerySignature,
      MSG.galleryPartnerSignature,
      MSG.galleryVideo,
    ]) {
      const caption = await screen.findByText(`${label} · ${seen.length + 1} dari 5`);
      expect(caption).toBeTruthy();
      seen.push(label);
      await userEvent.click(screen.getAllByRole('button', { name: MSG.galleryNext })[0] as HTMLElement);
    }
    // …and round again to the first.
    expect(await screen.findByText(`${MSG.galleryPhoto} · 1 dari 5`)).toBeTruthy();
  });

  it('names the opened lightbox and its parts in Indonesian for screen readers', async () => {
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
    mockApi({ [file('kyc/k/photo.png')]: picture, [file('kyc/k/ktp.png')]: picture });
    renderScreen(
      <DocumentGallery
        attachment={{
          photo: 'kyc/k/photo.png',
          ktp: 'kyc/k/ktp.png',
          photo_with_ktp: null,
          signature: null,
          statement_video: null,
          partner_signature: null,
          kk: null,
          npwp: null,
          other: null,
        }}
      />,
    );
    await screen.findByRole('img', { name: MSG.galleryKtp });
    await userEvent.click(screen.getByRole('button', { name: MSG.galleryPhoto }));
    const lightbox = await screen.findByRole('dialog', { name: MSG.galleryLightbox });
    expect(
      within(lightbox).getByLabelText(MSG.galleryPhotoGallery).getAttribute('aria-roledescription'),
    ).toBe(MSG.galleryCarousel);
    // The slide counter in words ('1 dari N'), with the slide's role said in Indonesian.
    const [slide] = within(lightbox).getAllByRole('group', { name: /^1 dari \d+$/ });
    expect(slide?.getAttribute('aria-roledescription')).toBe(MSG.gallerySlide);
  });

  it('stands still until the reviewer starts the slideshow with its labelled button, and stops with Jeda', async () => {
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
    mockApi({ [file('kyc/k/photo.png')]: picture, [file('kyc/k/ktp.png')]: picture });
    renderScreen(
      <DocumentGallery attachment={{ ...none, photo: 'kyc/k/photo.png', ktp: 'kyc/k/ktp.png' }} />,
    );
    await screen.findByRole('img', { name: MSG.galleryKtp });
    await userEvent.click(screen.getByRole('button', { name: MSG.galleryPhoto }));
    const lightbox = await screen.findByRole('dialog', { name: MSG.galleryLightbox });
    // Not playing: the button offers to start, and says so in words on the screen.
    const play = within(lightbox).getByRole('button', { name: MSG.galleryPlay });
    expect(play.textContent).toContain(MSG.galleryPlay);
    expect(within(lightbox).queryByRole('button', { name: MSG.galleryPause })).toBeNull();
    await userEvent.click(play);
    const pause = await within(lightbox).findByRole('button', { name: MSG.galleryPause });
    await userEvent.click(pause);
    expect(await within(lightbox).findByRole('button', { name: MSG.galleryPlay })).toBeTruthy();
  });

  it('keeps each document’s zoom and turn while the reviewer goes back and forth, on white', async () => {
    URL.createObjectURL = () => 'blob:document';
    URL.revokeObjectURL = () => {};
    mockApi({ [file('kyc/k/photo.png')]: picture, [file('kyc/k/signature.png')]: picture });
    renderScreen(
      <DocumentGallery
        attachment={{ ...none, photo: 'kyc/k/photo.png', signature: 'kyc/k/signature.png' }}
      />,
    );
    await screen.findByRole('img', { name: MSG.gallerySignature });
    await userEvent.click(screen.getByRole('button', { name: MSG.gallerySignature }));
    const lightbox = await screen.findByRole('dialog', { name: MSG.galleryLightbox });
    const current = () => lightbox.querySelector('.yarl__slide_current img') as HTMLImageElement;
    await waitFor(() => expect(current()?.alt).toBe(MSG.gallerySignature));
    // A signature drawn on a transparent pad shows its ink on white, not on the lightbox's black.
    expect(current().style.background).toMatch(/^(#fff|white|rgb\(255, 255, 255\))$/);
    await userEvent.click(within(lightbox).getByRole('button', { name: MSG.galleryZoomIn }));
    await userEvent.click(within(lightbox).getByRole('button', { name: MSG.galleryRotate }));
    await userEvent.click(
      within(lightbox).getAllByRole('button', { name: MSG.galleryNext })[0] as HTMLElement,
    );
    await waitFor(() => expect(current()?.alt).toBe(MSG.galleryPhoto));
    // The photo was not touched: straight, at 1×.
    expect([current().dataset.scale, current().dataset.rotation]).toEqual(['1', '0']);
    await userEvent.click(
      within(lightbox).getAllByRole('button', { name: MSG.galleryPrevious })[0] as HTMLElement,
    );
    await waitFor(() => expect(current()?.alt).toBe(MSG.gallerySignature));
    expect([current().dataset.scale, current().dataset.rotation]).toEqual(['1.5', '90']);
  });
});
