/**
 * Photos are compressed in the browser before upload (docs/product/onboarding.md § Rules, Limits): only jpeg and png are
 * taken, and the JPEG sent must stay under 400,000 bytes, the server's cap, so a refused file
 * never costs the customer's data allowance.
 *
 * A phone photo is 12 megapixels or more: re-encoded at full size it stays far over the cap even
 * at quality 0.5, and every photo the customer took was refused. So the picture is first scaled
 * to at most 1600 px on its longest side (a KTP stays legible), encoded at the product's quality
 * 0.5 (docs/product/onboarding.md § Rules), and only when that is still too large the quality
 * (then the size) steps down.
 */
import { IMAGE_LIMIT_BYTES, IMAGE_MIME_TYPES, isWithinUploadLimit, MSG } from '@kilau/shared';

export const JPEG_QUALITY = 0.5;
/** The longest side a photo is scaled to before encoding. */
export const MAX_IMAGE_SIDE = 1600;

/** The encodings tried in order until one is under the cap: the product's quality first. */
export const ENCODE_ATTEMPTS: readonly { maxSide: number; quality: number }[] = [
  { maxSide: MAX_IMAGE_SIDE, quality: JPEG_QUALITY },
  { maxSide: MAX_IMAGE_SIDE, quality: 0.4 },
  { maxSide: MAX_IMAGE_SIDE, quality: 0.3 },
  { maxSide: 1200, quality: 0.3 },
  { maxSide: 1000, quality: 0.25 },
];

/** Why a picture was refused: each reason has its own message for the customer. */
export type ImageRejection = 'type' | 'decode' | 'size';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejection) {
    super(reason);
  }
}

/** What the customer is told: the type that is taken, or the size limit, or that it could not be read. */
export function rejectionMessage(reason: ImageRejection): string {
  if (reason === 'type') return MSG.uploadImageWrongType;
  if (reason === 'size') return MSG.uploadImageTooLarge.replace('{max}', String(IMAGE_LIMIT_BYTES / 1000));
  return MSG.uploadImageUnreadable;
}

export function isAcceptedImageType(type: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

export interface Size {
  width: number;
  height: number;
}

/** The size a picture is drawn at: its own when it fits, else scaled so its longest side is maxSide. */
export function fitWithin({ width, height }: Size, maxSide = MAX_IMAGE_SIDE): Size {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A decoded picture that can be encoded as JPEG at a size and quality. */
export interface DecodedImage extends Size {
  encode: (size: Size, quality: number) => Promise<Blob>;
}

/** The decoder; a seam for tests, where jsdom has no canvas. */
export type ImageDecoder = (file: Blob) => Promise<DecodedImage>;

async function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Decodes with an <img> (the browser applies the photo's EXIF orientation) and draws on a canvas. */
export const canvasImageDecoder: ImageDecoder = async (file) => {
  const img = await loadImage(file);
  return {
    width: img.naturalWidth,
    height: img.naturalHeight,
    encode: async ({ width, height }, quality) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new ImageRejectedError('decode');
      // A transparent png would turn black in JPEG: paint white under it.
      ctx.fillStyle = '#fff';
      ctx.fillRect(0, 0, width, height);
      ctx.imageSmoothingQuality = 'high';
      ctx.drawImage(img, 0, 0, width, height);
      return canvasToJpeg(canvas, quality);
    },
  };
};

export function canvasToJpeg(canvas: HTMLCanvasElement, quality = JPEG_QUALITY): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageRejectedError('decode'))),
      'image/jpeg',
      quality,
    );
  });
}

/**
 * The file to upload: a JPEG under 400,000 bytes, at most 1600 px on its longest side. Throws
 * ImageRejectedError: 'type' for anything but jpeg/png, 'decode' for a picture the browser cannot
 * read, 'size' when even the smallest encoding stays over the cap.
 */
export async function compressImage(file: File, decode: ImageDecoder = canvasImageDecoder): Promise<File> {
  if (!isAcceptedImageType(file.type)) throw new ImageRejectedError('type');
  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch {
    throw new ImageRejectedError('decode');
  }
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
  for (const attempt of ENCODE_ATTEMPTS) {
    let blob: Blob;
    try {
      blob = await image.encode(fitWithin(image, attempt.maxSide), attempt.quality);
    } catch {
      throw new ImageRejectedError('decode');
    }
    if (isWithinUploadLimit('photo', blob.size)) return new File([blob], name, { type: 'image/jpeg' });
  }
  throw new ImageRejectedError('size');
}
