/**
 * The documents of the attachment step and their error states (docs/product/onboarding.md § Rules): 1 ID, 2 tax number,
 * 3 recent photo, 4 photo with ID, 5 family card or bank book, 6 utility bill; 10 confirming
 * without a video, 11 a bad video. The state says which document's message is showing.
 */
import { MSG, uploadRequiredMessage } from '@kilau/shared';

export type ImageDocKind = 'ktp' | 'photo' | 'photo_with_ktp' | 'kk' | 'other' | 'npwp';

export interface ImageDoc {
  kind: ImageDocKind;
  label: string;
  required: boolean;
  errorState: number;
  /**
   * The camera that can take this document instead of a file: the front one for the customer's own
   * photos, the back one for the ID card (a phone photo of it from the gallery also works).
   */
  camera: 'user' | 'environment' | null;
}

export const IMAGE_DOCS: readonly ImageDoc[] = [
  { kind: 'ktp', label: MSG.attachDocKtp, required: true, errorState: 1, camera: 'environment' },
  { kind: 'photo', label: MSG.attachDocPhoto, required: true, errorState: 3, camera: 'user' },
  { kind: 'photo_with_ktp', label: MSG.attachDocPhotoWithKtp, required: true, errorState: 4, camera: 'user' },
  { kind: 'kk', label: MSG.attachDocKk, required: false, errorState: 5, camera: null },
  { kind: 'other', label: MSG.attachDocOther, required: false, errorState: 6, camera: null },
  { kind: 'npwp', label: MSG.attachDocNpwp, required: false, errorState: 2, camera: null },
];

export const VIDEO_MISSING_STATE = 10;
export const VIDEO_INVALID_STATE = 11;

export function docByState(state: number): ImageDoc | undefined {
  return IMAGE_DOCS.find((d) => d.errorState === state);
}

/** The message of a required document left empty. */
export function requiredMessage(kind: ImageDocKind): string {
  return uploadRequiredMessage(kind);
}
