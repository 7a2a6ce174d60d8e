import { IMAGE_LIMIT_BYTES } from '@kilau/shared';
import { describe, expect, it, vi } from 'vitest';
import { compressImage, ImageRejectedError, isAcceptedImageType, JPEG_QUALITY } from './compress-image';

const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'ktp.png', { type });
const encoderOf = (size: number) =>
  vi.fn(async () => new Blob([new Uint8Array(size)], { type: 'image/jpeg' }));

describe('compressImage', () => {
  it('accepts only jpeg and png', () => {
    expect(isAcceptedImageType('image/jpeg')).toBe(true);
    expect(isAcceptedImageType('image/png')).toBe(true);
    expect(isAcceptedImageType('image/webp')).toBe(false);
    expect(isAcceptedImageType('application/pdf')).toBe(false);
  });

  it('refuses another type before encoding anything', async () => {
    const encode = encoderOf(100);
    await expect(compressImage(file('application/pdf'), encode)).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(compressImage(file('image/gif'), encode)).rejects.toBeInstanceOf(ImageRejectedError);
    expect(encode).not.toHaveBeenCalled();
  });

  it('re-encodes as JPEG at quality 0.5 and names the file .jpg', async () => {
    const encode = encoderOf(120_000);
    const out = await compressImage(file('image/png', 900_000), encode);
    expect(encode).toHaveBeenCalledWith(expect.any(File), JPEG_QUALITY);
    expect(JPEG_QUALITY).toBe(0.5);
    expect(out.type).toBe('image/jpeg');
    expect(out.name).toBe('ktp.jpg');
    expect(out.size).toBe(120_000);
  });

  it('judges the size after compression: a large original that compresses small is fine', async () => {
    await expect(
      compressImage(file('image/jpeg', 3_000_000), encoderOf(IMAGE_LIMIT_BYTES - 1)),
    ).resolves.toBeInstanceOf(File);
  });

  it('refuses a picture still at or over 400,000 bytes after compression', async () => {
    await expect(compressImage(file('image/jpeg', 100), encoderOf(IMAGE_LIMIT_BYTES))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });

  it('refuses a picture the browser cannot decode', async () => {
    const broken = vi.fn(async () => {
      throw new Error('decode');
    });
    await expect(compressImage(file('image/png'), broken)).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
