import { describe, expect, it } from 'vitest';
import { normaliseName } from './normalise';
import { spellingKeys, spellingSteps } from './spelling';
import { LABELLED_PAIRS } from './testdata/labelled-pairs';

/** The steps between two names of one part each, as the matcher sees them (after normalisation). */
const steps = (a: string, b: string) => spellingSteps(normaliseName(a).join(''), normaliseName(b).join(''));

describe('spellingSteps', () => {
  it('reads one name written two ways as alternations', () => {
    expect(steps('Santosa', 'Santoso')).toBe(1);
    expect(steps('Jaka', 'Joko')).toBe(2);
    expect(steps('Rizky', 'Rizki')).toBe(1);
    expect(steps('Zakaria', 'Zakariya')).toBe(1);
    expect(steps('Arief', 'Arif')).toBe(1);
    expect(steps('Arip', 'Arif')).toBe(1);
    expect(steps('Sholeh', 'Saleh')).toBe(2);
    expect(steps('Mukhlis', 'Muklis')).toBe(1);
    expect(steps('Prasetjo', 'Prasetyo')).toBe(1);
    expect(steps('Santoso', 'Santoso')).toBe(0);
  });

  it('answers null for two established names, whatever their likeness', () => {
    for (const [a, b] of [
      ['Wahyudi', 'Wahyuni'],
      ['Suharto', 'Suhartono'],
      ['Fauzi', 'Fauzan'],
      ['Sutrisno', 'Sutarno'],
      ['Hermawan', 'Hermanto'],
      ['Widodo', 'Widagdo'],
      ['Permatasari', 'Permana'],
      ['Suherman', 'Suhendar'],
      ['Putra', 'Putri'],
      ['Rahmat', 'Rahman'],
      ['Suhardi', 'Sukardi'],
      ['Yeni', 'Yani'],
      ['Hadi', 'Adi'],
    ] as const) {
      expect(steps(a, b), `${a}/${b}`).toBeNull();
    }
  });

  it('gives every two spellings it accepts a key in common (the index finds what the score accepts)', () => {
    const parts = new Set<string>();
    for (const p of LABELLED_PAIRS) {
      for (const name of [p.subject.name, p.entry.name, ...p.entry.aliases.map((a) => a.name)]) {
        for (const t of normaliseName(name)) if (t.length > 1) parts.add(t);
      }
    }
    const all = [...parts];
    let accepted = 0;
    for (const a of all) {
      const keys = new Set(spellingKeys(a));
      for (const b of all) {
        if (a >= b || spellingSteps(a, b) === null) continue;
        accepted++;
        expect(
          spellingKeys(b).some((k) => keys.has(k)),
          `${a}/${b}`,
        ).toBe(true);
      }
    }
    expect(accepted).toBeGreaterThan(100);
  });
});
