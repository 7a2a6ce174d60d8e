import { MSG, STATEMENT_VIDEO_MIN_SECONDS, VIDEO_LIMIT_BYTES } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { docByState, IMAGE_DOCS } from './attachment-docs';
import { videoLengthProblem, videoProblem } from './video-rules';

describe('statement video rules', () => {
  it('wants a non-empty mp4 under 200,000,000 bytes', () => {
    expect(videoProblem(null)).toBe(MSG.uploadFileRequired);
    expect(videoProblem(new File([], 'v.mp4', { type: 'video/mp4' }))).toBe(MSG.uploadFileRequired);
    expect(videoProblem(new File(['x'], 'v.webm', { type: 'video/webm' }))).toBe(MSG.uploadVideoInvalid);
    expect(videoProblem(new File(['x'], 'v.mov', { type: 'video/quicktime' }))).toBe(MSG.uploadVideoInvalid);
    // docs/product/onboarding.md § Limits says "under": exactly 200,000,000 bytes is refused, one byte less is taken.
    const atLimit = { size: VIDEO_LIMIT_BYTES, type: 'video/mp4' } as Blob;
    expect(videoProblem(atLimit)).toBe(MSG.uploadVideoInvalid);
    const under = { size: VIDEO_LIMIT_BYTES - 1, type: 'video/mp4' } as Blob;
    expect(videoProblem(under)).toBeNull();
  });
});

describe('the statement video’s length (decision 0125)', () => {
  it('refuses a clip shorter than the shared minimum, 5 s by default, naming it', () => {
    expect(STATEMENT_VIDEO_MIN_SECONDS).toBe(5);
    expect(videoLengthProblem(3)).toBe(
      'Video terlalu pendek. Rekam minimal 5 detik sambil membacakan pernyataan.',
    );
    expect(videoLengthProblem(4.9)).not.toBeNull();
    expect(videoLengthProblem(5)).toBeNull();
    expect(videoLengthProblem(42)).toBeNull();
  });

  it('lets a file whose length the browser cannot read go on (a recorded mp4 may not say)', () => {
    expect(videoLengthProblem(null)).toBeNull();
    expect(videoLengthProblem(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('document error states', () => {
  it('numbers the documents as the product does (1 ID, 2 tax, 3 photo, 4 photo with ID, 5 family card, 6 utility bill)', () => {
    expect(docByState(1)?.kind).toBe('ktp');
    expect(docByState(2)?.kind).toBe('npwp');
    expect(docByState(3)?.kind).toBe('photo');
    expect(docByState(4)?.kind).toBe('photo_with_ktp');
    expect(docByState(5)?.kind).toBe('kk');
    expect(docByState(6)?.kind).toBe('other');
    expect(IMAGE_DOCS.filter((d) => d.required).map((d) => d.kind)).toEqual([
      'ktp',
      'photo',
      'photo_with_ktp',
    ]);
    // The customer's own photos with the front camera, the ID card with the back one.
    expect(IMAGE_DOCS.flatMap((d) => (d.camera ? [[d.kind, d.camera]] : []))).toEqual([
      ['ktp', 'environment'],
      ['photo', 'user'],
      ['photo_with_ktp', 'user'],
    ]);
  });
});
