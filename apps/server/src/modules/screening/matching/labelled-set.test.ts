import { describe, expect, it } from 'vitest';
import { buildScreeningIndex, DEFAULT_ALERT_THRESHOLD } from './index';
import { LABELLED_PAIRS } from './testdata/labelled-pairs';

/**
 * Precision and recall on the labelled set at the default threshold, through the index (blocking
 * included, as in production). The pairs are labelled by the rule of decision 0190 (a near miss is
 * another established name; the same person is one name written another way), before scoring.
 * Screening is recall-first (a listed person let through is the breach the law is about), but a
 * false alert on every Wahyuni for a Wahyudi would bury the reviewers. Measured on the 672 pairs
 * (383 the same person): recall 0.997 (one miss: Utsman/Othman, the th and ts of one Arabic
 * letter), precision 1.000 (no false alert); on the first 239 pairs, recall 0.994 and precision
 * 1.000. Before the rule the matcher had recall 0.953 and precision 0.677 on this set. The floors
 * leave a change room for about three more misses (recall 0.99) and a dozen false alerts (precision
 * 0.97), above the programme's targets of 0.97 and 0.95.
 */
const RECALL_FLOOR = 0.99;
const PRECISION_FLOOR = 0.97;

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
  it('holds at least 600 pairs of both kinds, each entry with its own reference', () => {
    expect(LABELLED_PAIRS.length).toBeGreaterThanOrEqual(600);
    expect(LABELLED_PAIRS.filter((p) => p.same).length).toBeGreaterThanOrEqual(300);
    expect(LABELLED_PAIRS.filter((p) => !p.same).length).toBeGreaterThanOrEqual(250);
    expect(new Set(LABELLED_PAIRS.map((p) => p.entry.ref)).size).toBe(LABELLED_PAIRS.length);
  });

  it(`keeps recall >= ${RECALL_FLOOR} and precision >= ${PRECISION_FLOOR} at the default threshold`, () => {
    const r = evaluate(DEFAULT_ALERT_THRESHOLD);
    expect(r.recall, `missed:\n${r.missed.join('\n')}`).toBeGreaterThanOrEqual(RECALL_FLOOR);
    expect(r.precision, `false alerts:\n${r.wrong.join('\n')}`).toBeGreaterThanOrEqual(PRECISION_FLOOR);
  });
});
