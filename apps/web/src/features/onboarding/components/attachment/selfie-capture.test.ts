import { describe, expect, it } from 'vitest';
import { SELFIE_CANVAS_WIDTH, stillSize } from './selfie-capture';

describe('stillSize', () => {
  it('keeps the product’s 465 px wide still for the front camera', () => {
    expect(stillSize('user', { width: 1280, height: 720 })).toEqual({
      width: SELFIE_CANVAS_WIDTH,
      height: 262,
    });
  });

  it('keeps the back camera’s resolution up to 1600 px, so a photographed KTP stays legible', () => {
    expect(stillSize('environment', { width: 1920, height: 1080 })).toEqual({ width: 1600, height: 900 });
    expect(stillSize('environment', { width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
  });
});
