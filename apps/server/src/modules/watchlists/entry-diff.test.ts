import type { ListEntry } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { canonicalJson, changedFields, compareVersions, diffSample, entryDigest } from './entry-diff';

const entry = (ref: string, patch: Partial<ListEntry> = {}): ListEntry => ({
  source: 'dttot',
  ref,
  kind: 'individual',
  name: `Nama ${ref}`,
  aliases: [],
  birth_dates: [{ year: 1975 }],
  birth_places: [],
  nationalities: ['ID'],
  documents: [],
  addresses: [],
  details: { kode_densus: ref },
  ...patch,
});

describe('entry digests and the diff between versions', () => {
  it('gives equal entries the same digest whatever the order of their keys', () => {
    const a = entry('IDD-1');
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as ListEntry;
    expect(canonicalJson(reordered)).toBe(canonicalJson(a));
    expect(entryDigest(reordered)).toBe(entryDigest(a));
    expect(entryDigest(entry('IDD-1', { addresses: ['Poso'] }))).not.toBe(entryDigest(a));
  });

  it('finds added, removed and changed entries by reference, and the fields that changed', () => {
    const before = [entry('IDD-1'), entry('IDD-2'), entry('IDD-3')];
    const after = [
      entry('IDD-1'),
      entry('IDD-3', { addresses: ['Poso'], birth_dates: [{ year: 1976 }] }),
      entry('IDD-4'),
    ];
    const { added, removed, changed } = compareVersions(
      before.map((e) => ({ ref: e.ref, name: e.name, digest: entryDigest(e) })),
      after.map((e) => ({ entry: e, digest: entryDigest(e) })),
    );
    expect(added.map((e) => e.ref)).toEqual(['IDD-4']);
    expect(removed.map((e) => e.ref)).toEqual(['IDD-2']);
    expect(changed.map((e) => e.ref)).toEqual(['IDD-3']);
    expect(changedFields(before[2] as ListEntry, after[1] as ListEntry)).toEqual([
      'addresses',
      'birth_dates',
    ]);
  });

  it('keeps at most 200 names of each kind with the version', () => {
    const many = Array.from({ length: 250 }, (_, i) => ({ ref: `R${i}`, name: `N${i}` }));
    const sample = diffSample(many, [], []);
    expect(sample.added).toHaveLength(200);
    expect(sample.added[0]).toEqual({ ref: 'R0', name: 'N0' });
  });
});
