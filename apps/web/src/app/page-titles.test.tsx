import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MSG } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import NotFoundPage from './not-found-page';

const here = path.dirname(new URL(import.meta.url).pathname);
/** Every page module the route tables load lazily (the shells are frames, not pages), as paths. */
const pageModules = ['router.tsx', 'fallback-routes.tsx', 'backoffice/backoffice-routes.tsx'].flatMap(
  (file) => {
    const dir = path.dirname(path.join(here, file));
    return [...readFileSync(path.join(here, file), 'utf8').matchAll(/import\('(\.[^']+)'\)/g)]
      .map((m) => path.join(dir, m[1] as string))
      .filter((mod) => mod.endsWith('-page'));
  },
);

describe('page titles', () => {
  it('each route’s page names itself in the document title (directly, or through the step frame)', () => {
    expect(pageModules.length).toBeGreaterThan(20);
    const untitled = pageModules.filter((mod) => {
      const source = readFileSync(`${mod}.tsx`, 'utf8');
      return !/usePageTitle\(/.test(source) && !/<StepLayout\b/.test(source);
    });
    expect(untitled).toEqual([]);
  });

  it('reads “<page> · Kilau”', () => {
    renderScreen(<NotFoundPage />, { path: '/nowhere' });
    expect(document.title).toBe(`${MSG.notFoundTitle} · Kilau`);
  });
});
