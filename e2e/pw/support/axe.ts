/**
 * An axe-core accessibility scan of the page as it is now. Serious and critical violations fail
 * the test, each listed with its rule id and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { withinTime } from './time';

const BLOCKING = new Set(['serious', 'critical']);
/** axe runs inside the page, where playwright's action timeout does not reach. */
const AXE_TIMEOUT_MS = 60_000;

/**
 * The serious and critical violations on the page as a readable report, or null when there are none.
 * `every`: every violation of every rule counts, the moderate and minor ones too ('region',
 * 'landmark-*': all content inside landmarks, one main; decision 0128). The customer's screens are
 * held to it (screens.spec.ts).
 */
export async function a11yReport(
  page: Page,
  where: string,
  options: { every?: boolean } = {},
): Promise<string | null> {
  // Legacy mode runs axe in the page itself: the default finishes each scan in a new blank page
  // with axe injected a second time, which doubled a scan's cost (1.5 s of 3.2 s) and is needed
  // only to join results across cross-origin frames, which no screen has. Only the violations are
  // sent back: the passes are most of the result and nothing reads them.
  const scan = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await withinTime(AXE_TIMEOUT_MS, scan.analyze(), `axe on ${where}`);
  const blocking = results.violations.filter((v) => options.every || (v.impact && BLOCKING.has(v.impact)));
  if (blocking.length === 0) return null;
  const lines = blocking.map((v) => {
    const targets = v.nodes
      .slice(0, 8)
      .map(
        (n) =>
          `      ${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.split('\n')[1]?.trim() ?? ''}` : ''}`,
      )
      .join('\n');
    return `  [${v.impact}] ${v.id}: ${v.help}\n${targets}`;
  });
  const kind = options.every ? '' : 'serious/critical ';
  return `axe on ${where}: ${blocking.length} ${kind}violation(s)\n${lines.join('\n')}`;
}

export async function checkA11y(page: Page, where: string): Promise<void> {
  const report = await a11yReport(page, where);
  if (report) throw new Error(report);
}
