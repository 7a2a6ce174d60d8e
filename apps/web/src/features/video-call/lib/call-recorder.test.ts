import { describe, expect, it } from 'vitest';
import { ChunkQueue, pickRecordingType } from './call-recorder';

const blob = (text: string) => new Blob([text]);

describe('the recording’s upload queue', () => {
  it('sends every chunk once, in order, each with the next number', async () => {
    const sent: [number, string][] = [];
    const queue = new ChunkQueue(
      async (seq, bytes) => {
        sent.push([seq, await bytes.text()]);
      },
      () => {},
    );
    for (const part of ['a', 'b', 'c']) queue.push(blob(part));
    await queue.flushed();
    queue.push(blob('d'));
    await queue.flushed();
    expect(sent).toEqual([
      [0, 'a'],
      [1, 'b'],
      [2, 'c'],
      [3, 'd'],
    ]);
  });

  it('retries a chunk that failed until it lands, before any later one, and says so meanwhile', async () => {
    const attempts: number[] = [];
    const states: boolean[] = [];
    const waits: number[] = [];
    let failures = 3;
    const queue = new ChunkQueue(
      async (seq) => {
        attempts.push(seq);
        if (seq === 1 && failures-- > 0) throw new Error('offline');
      },
      (retrying) => states.push(retrying),
      async (ms) => {
        waits.push(ms);
      },
    );
    for (const part of ['a', 'b', 'c']) queue.push(blob(part));
    await queue.flushed();
    expect(attempts).toEqual([0, 1, 1, 1, 1, 2]);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(states).toEqual([true, true, true, false]);
  });

  it('stops at a refusal that a retry cannot cure, and reports it', async () => {
    const sent: number[] = [];
    const refused: unknown[] = [];
    const queue = new ChunkQueue(
      async (seq) => {
        sent.push(seq);
        if (seq === 1) throw new Error('415');
      },
      () => {},
      async () => {},
      (err) => (err as Error).message !== '415',
      (err) => refused.push(err),
    );
    for (const part of ['a', 'b', 'c']) queue.push(blob(part));
    await queue.flushed();
    queue.push(blob('d'));
    await queue.flushed();
    expect(sent).toEqual([0, 1]);
    expect(refused).toHaveLength(1);
  });

  it('skips empty chunks and sends nothing after the page has gone', async () => {
    const sent: number[] = [];
    const queue = new ChunkQueue(
      async (seq) => {
        sent.push(seq);
      },
      () => {},
    );
    queue.push(new Blob([]));
    queue.push(blob('a'));
    await queue.flushed();
    queue.stop();
    queue.push(blob('b'));
    await queue.flushed();
    expect(sent).toEqual([0]);
  });
});

describe('the recording’s format', () => {
  it('prefers WebM with VP8 and Opus, falls back to MP4 (Safari), and says when it cannot record', () => {
    expect(pickRecordingType(() => true)).toEqual({ type: 'video/webm;codecs=vp8,opus', mime: 'video/webm' });
    expect(pickRecordingType((t) => t.startsWith('video/mp4'))).toEqual({
      type: 'video/mp4;codecs=avc1,mp4a.40.2',
      mime: 'video/mp4',
    });
    expect(pickRecordingType(() => false)).toBeNull();
  });
});
