import { IMAGE_LIMIT_BYTES } from '@kilau/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  compressImage,
  type DecodedImage,
  ENCODE_ATTEMPTS,
  fitWithin,
  ImageRejectedError,
  isAcceptedImageType,
  JPEG_QUALITY,
  MAX_IMAGE_SIDE,
  rejectionMessage,
  type Size,
} from './compress-image';

const file = (type: string, size = 10, name = 'ktp.png') => new File([new Uint8Array(size)], name, { type });

/**
 * A decoded picture of the given size whose JPEG weighs `bytesPerPixel(quality)` per pixel drawn:
 * jsdom has no canvas, so the encoder is a model of one. 0.12 bytes a pixel at quality 0.5 is what
 * a detailed phone photo weighs (a 12-megapixel photo at full size: 1.44 MB).
 */
function picture(size: Size, bytesPerPixel = (q: number) => 0.24 * q) {
  const encode = vi.fn(
    async (s: Size, quality: number) =>
      new Blob([new Uint8Array(Math.round(s.width * s.height * bytesPerPixel(quality)))], {
        type: 'image/jpeg',
      }),
  );
  const decoded: DecodedImage = { ...size, encode };
  return { decode: vi.fn(async () => decoded), encode };
}

describe('fitWithin', () => {
  it('scales a 4000×3000 phone photo to 1600 px on its longest side, keeping the proportions', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin({ width: 4032, height: 1816 })).toEqual({ width: 1600, height: 721 });
  });

  it('leaves a picture that already fits at its own size', () => {
    expect(fitWithin({ width: 1280, height: 960 })).toEqual({ width: 1280, height: 960 });
    expect(fitWithin({ width: MAX_IMAGE_SIDE, height: 900 })).toEqual({ width: MAX_IMAGE_SIDE, height: 900 });
  });

  it('never goes below one pixel', () => {
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 1600, height: 1 });
  });
});

describe('compressImage', () => {
  it('accepts only jpeg and png', () => {
    expect(isAcceptedImageType('image/jpeg')).toBe(true);
    expect(isAcceptedImageType('image/png')).toBe(true);
    expect(isAcceptedImageType('image/webp')).toBe(false);
    expect(isAcceptedImageType('application/pdf')).toBe(false);
  });

  it('refuses another type before decoding anything, saying it is the type', async () => {
    const { decode } = picture({ width: 10, height: 10 });
    for (const type of ['application/pdf', 'image/gif', 'image/heic']) {
      const err = await compressImage(file(type), decode).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ImageRejectedError);
      expect((err as ImageRejectedError).reason).toBe('type');
    }
    expect(decode).not.toHaveBeenCalled();
  });

  it('takes a 12-megapixel phone photo: scaled to 1600×1200 at quality 0.5, under 400,000 bytes', async () => {
    const { decode, encode } = picture({ width: 4000, height: 3000 });
    // At full size this photo would weigh 1.44 MB: the reason every phone photo used to be refused.
    expect(4000 * 3000 * 0.24 * JPEG_QUALITY).toBeGreaterThan(IMAGE_LIMIT_BYTES);
    const out = await compressImage(file('image/jpeg', 4_500_000, 'IMG_2041.JPG'), decode);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(encode).toHaveBeenCalledWith({ width: 1600, height: 1200 }, 0.5);
    expect(out.size).toBeLessThan(IMAGE_LIMIT_BYTES);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('IMG_2041.jpg');
  });

  it('steps the quality down, then the size, until the photo is under the cap', async () => {
    // A very detailed photo: 0.48 bytes a pixel at quality 0.5.
    const { decode, encode } = picture({ width: 4000, height: 3000 }, (q) => 0.96 * q);
    const out = await compressImage(file('image/jpeg', 6_000_000), decode);
    expect(out.size).toBeLessThan(IMAGE_LIMIT_BYTES);
    const tried = encode.mock.calls.map(([s, q]) => [s.width, q]);
    expect(tried[0]).toEqual([1600, 0.5]);
    expect(tried.length).toBeGreaterThan(1);
    // Each attempt is lighter than the one before.
    for (let i = 1; i < tried.length; i++) {
      const [w0, q0] = tried[i - 1] as [number, number];
      const [w1, q1] = tried[i] as [number, number];
      expect(w1 * w1 * q1).toBeLessThan(w0 * w0 * q0);
    }
  });

  it('refuses, saying it is the size, a picture still at or over 400,000 bytes at the lightest encoding', async () => {
    const { decode, encode } = picture({ width: 4000, height: 3000 }, () => 10);
    const err = await compressImage(file('image/jpeg', 100), decode).catch((e: unknown) => e);
    expect((err as ImageRejectedError).reason).toBe('size');
    expect(encode).toHaveBeenCalledTimes(ENCODE_ATTEMPTS.length);
  });

  it('keeps a small picture at its own size', async () => {
    const { decode, encode } = picture({ width: 800, height: 600 });
    await compressImage(file('image/png', 900_000), decode);
    expect(encode).toHaveBeenCalledWith({ width: 800, height: 600 }, JPEG_QUALITY);
  });

  it('refuses a picture the browser cannot decode, saying so', async () => {
    const broken = vi.fn(async (): Promise<DecodedImage> => {
      throw new Error('decode');
    });
    const err = await compressImage(file('image/png'), broken).catch((e: unknown) => e);
    expect((err as ImageRejectedError).reason).toBe('decode');
  });
});

describe('rejectionMessage', () => {
  it('names the limit that was hit: the type, or the size with its 400 KB', () => {
    expect(rejectionMessage('type')).toBe('Format file salah: pilih foto JPG atau PNG');
    expect(rejectionMessage('size')).toContain('di bawah 400 KB');
    expect(rejectionMessage('decode')).not.toBe(rejectionMessage('type'));
  });
});
