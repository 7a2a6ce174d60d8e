import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import NotFoundPage from './not-found-page';

const here = path.dirname(new URL(import.meta.url).pathname);
/** The modules a file imports (statically or lazily) by a relative path, as paths without extension. */
function importsOf(file: string): string[] {
  const dir = path.dirname(file);
  return [...readFileSync(file, 'utf8').matchAll(/(?:import\(|from )'(\.[^']+)'/g)].map((m) =>
    path.join(dir, m[1] as string),
  );
}

/**
 * Every page module the route tables load lazily (the shells are frames, not pages), as paths; a
 * route that loads an app-level screen (a page with a feature's parts handed in) counts the pages
 * that screen renders.
 */
const pageModules = ['router.tsx', 'fallback-routes.tsx', 'backoffice/backoffice-routes.tsx']
  .flatMap((file) =>
    importsOf(path.join(here, file)).flatMap((mod) =>
      /-screens?$/.test(mod) ? importsOf(`${mod}.tsx`).filter((m) => m.endsWith('-page')) : [mod],
    ),
  )
  .filter((mod) => mod.endsWith('-page'));

describe('page titles', () => {
  it('each route’s page names itself in the document title (directly, or through the step frame)', () => {
    expect(pageModules.length).toBeGreaterThan(20);
    const untitled = pageModules.filter((mod) => {
      const source = readFileSync(`${mod}.tsx`, 'utf8');
      // The data steps reach StepLayout through the shared step form (RecordStepLayout, SavedSectionStep).
      return (
        !/usePageTitle\(/.test(source) && !/<(StepLayout|RecordStepLayout|SavedSectionStep)\b/.test(source)
      );
    });
    expect(untitled).toEqual([]);
  });

  it('reads “<page> · Kilau”', () => {
    renderScreen(<NotFoundPage />, { path: '/nowhere' });
    expect(document.title).toBe(`${MSG.notFoundTitle} · Kilau`);
  });
});
