import { describe, expect, it } from 'vitest';
import { buildScreeningIndex, DEFAULT_ALERT_THRESHOLD } from './index';
import { LABELLED_PAIRS } from './testdata/labelled-pairs';

/**
 * Precision and recall on the labelled set at the default threshold, through the index (blocking
 * included, as in production). The floors: screening is recall-first (a listed person let through
 * is the breach the law is about; a false alert costs a reviewer a minute), so recall may lose at
 * most three of the 154 same-person pairs (0.98) and precision at most about eight false alerts
 * (0.95). Measured when the set was written: recall 0.993 (one miss: Utsman/Othman), precision
 * 0.987 (two near-names: Hermanto/Heryanto, Wijaya/Widjajanto).
 */
const RECALL_FLOOR = 0.98;
const PRECISION_FLOOR = 0.95;

function evaluate(threshold: number) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const missed: string[] = [];
  const wrong: string[] = [];
  for (const pair of LABELLED_PAIRS) {
    const alerted =
      buildScreeningIndex([pair.entry], { alertThreshold: threshold }).screen(pair.subject).length > 0;
    if (alerted && pair.same) tp++;
    else if (alerted) {
      fp++;
      wrong.push(`${pair.subject.name} ~ ${pair.entry.name} (${pair.note})`);
    } else if (pair.same) {
      fn++;
      missed.push(`${pair.subject.name} ~ ${pair.entry.name} (${pair.note})`);
    }
  }
  return { recall: tp / (tp + fn), precision: tp / (tp + fp), missed, wrong };
}

describe('the labelled set', () => {
  it('holds at least 200 pairs of both kinds, each entry with its own reference', () => {
    expect(LABELLED_PAIRS.length).toBeGreaterThanOrEqual(200);
    expect(LABELLED_PAIRS.filter((p) => p.same).length).toBeGreaterThanOrEqual(100);
    expect(LABELLED_PAIRS.filter((p) => !p.same).length).toBeGreaterThanOrEqual(70);
    expect(new Set(LABELLED_PAIRS.map((p) => p.entry.ref)).size).toBe(LABELLED_PAIRS.length);
  });

  it(`keeps recall >= ${RECALL_FLOOR} and precision >= ${PRECISION_FLOOR} at the default threshold`, () => {
    const r = evaluate(DEFAULT_ALERT_THRESHOLD);
    expect(r.recall, `missed:\n${r.missed.join('\n')}`).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(r.precision, `false alerts:\n${r.wrong.join('\n')}`).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  });
});
