/**
 * Photos are compressed in the browser before upload (spec 001 §5, §9): drawn on a canvas and
 * re-encoded as JPEG at quality 0.5. Only jpeg and png are taken, and the result must stay under
 * 400,000 bytes, the server's cap, so a refused file never costs the customer's data allowance.
 */
import { IMAGE_MIME_TYPES, isWithinUploadLimit } from '@kilau/shared';

export const JPEG_QUALITY = 0.5;

export class ImageRejectedError extends Error {}

export function isAcceptedImageType(type: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(type);
}

/** The encoder; a seam for tests, where jsdom has no canvas. */
export type JpegEncoder = (file: Blob, quality: number) => Promise<Blob>;

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

/** Draws the picture on a canvas of its own size and encodes it as JPEG. */
export const canvasJpegEncoder: JpegEncoder = async (file, quality) => {
  const img = await loadImage(file);
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new ImageRejectedError('no canvas');
  // A transparent png would turn black in JPEG: paint white under it.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, 0, 0);
  return canvasToJpeg(canvas, quality);
};

export function canvasToJpeg(canvas: HTMLCanvasElement, quality = JPEG_QUALITY): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageRejectedError('encode failed'))),
      'image/jpeg',
      quality,
    );
  });
}

/**
 * The file to upload: a JPEG at quality 0.5 under 400,000 bytes. Throws ImageRejectedError for a
 * type other than jpeg/png, an undecodable picture, or one still too large after compression.
 */
export async function compressImage(file: File, encode: JpegEncoder = canvasJpegEncoder): Promise<File> {
  if (!isAcceptedImageType(file.type)) throw new ImageRejectedError('type');
  let blob: Blob;
  try {
    blob = await encode(file, JPEG_QUALITY);
  } catch {
    throw new ImageRejectedError('decode');
  }
  if (!isWithinUploadLimit('photo', blob.size)) throw new ImageRejectedError('size');
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;
  return new File([blob], name, { type: 'image/jpeg' });
}
