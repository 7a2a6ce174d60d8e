/**
 * Every light variant (badges, alerts such as 'Peringatan NIK') reads at WCAG AA on its own tint:
 * the text colour the theme resolves, against the palest shade it is drawn on (docs/architecture.md §6).
 */
import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme, variantColorResolver } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);

function luminance(hex: string): number {
  const c = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4]
    .map((i) => Number.parseInt(c.slice(i, i + 2), 16) / 255)
    .map((x) => (x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}
/** `var(--mantine-color-orange-9)` as its hex value in the merged theme. */
function hexOf(value: string): string {
  const m = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
  if (!m) return value;
  return merged.colors[m[1] as string]?.[Number(m[2])] ?? value;
}

describe('light variants', () => {
  const names = Object.keys(merged.colors).filter((c) => c !== 'dark');
  it.each(names)('%s text reads at 4.5:1 or more on its own tint', (color) => {
    const resolved = variantColorResolver({ color, theme: merged, variant: 'light' });
    const ratio = contrast(hexOf(resolved.color), hexOf(resolved.background));
    expect(ratio, `${resolved.color} on ${resolved.background}`).toBeGreaterThanOrEqual(4.5);
  });

  it('the NIK warning’s orange with it', () => {
    const resolved = variantColorResolver({ color: 'orange', theme: merged, variant: 'light' });
    expect(contrast(hexOf(resolved.color), '#fff4e6')).toBeGreaterThanOrEqual(4.5);
  });
});
