import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWebmDurationMs, withWebmDuration } from './webm-duration';

/** 2.6 s that Chromium's MediaRecorder wrote (VP8 + Opus, 1 s chunks): no Duration in its Info. */
const recorded = readFileSync(path.join(import.meta.dirname, 'testing/media-recorder-2s.webm'));

describe('the Duration of a recorded WebM', () => {
  it('is missing from what MediaRecorder writes', () => {
    expect(readWebmDurationMs(recorded)).toBeNull();
  });

  it('is written into Info, and nothing else changes but Info’s size', () => {
    const patched = withWebmDuration(recorded, 2634) as Buffer;
    expect(patched).not.toBeNull();
    expect(readWebmDurationMs(patched)).toBeCloseTo(2634, 6);
    expect(patched.length).toBe(recorded.length + 11);
    // The clusters (the media) follow byte for byte.
    const tracksAt = recorded.indexOf(Buffer.from([0x16, 0x54, 0xae, 0x6b]));
    expect(patched.subarray(tracksAt + 11).equals(recorded.subarray(tracksAt))).toBe(true);
  });

  it('works on the file’s head alone, as the store patches it', () => {
    const head = recorded.subarray(0, 4096);
    const patched = withWebmDuration(head, 1000) as Buffer;
    expect(readWebmDurationMs(patched)).toBe(1000);
    expect(Buffer.concat([patched, recorded.subarray(4096)]).length).toBe(recorded.length + 11);
  });

  it('is overwritten in place when already there (a finish sent twice)', () => {
    const once = withWebmDuration(recorded, 1000) as Buffer;
    const twice = withWebmDuration(once, 2500) as Buffer;
    expect(twice.length).toBe(once.length);
    expect(readWebmDurationMs(twice)).toBe(2500);
  });

  it('leaves what is not a WebM it can patch alone', () => {
    expect(withWebmDuration(Buffer.from('not a video at all'), 1000)).toBeNull();
    expect(withWebmDuration(Buffer.alloc(0), 1000)).toBeNull();
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]);
    expect(withWebmDuration(mp4, 1000)).toBeNull();
  });
});
