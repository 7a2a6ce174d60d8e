/** docs/routes.md is what the OpenAPI document says now: a route added or moved updates it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildRoutesIndex, ROUTES_INDEX_FILE } from './routes-index';

describe('the route index', () => {
  it('docs/routes.md matches the routes the app registers (else: npm run docs:routes)', async () => {
    const fresh = await buildRoutesIndex();
    expect(fresh).toMatch(
      /\| GET \| `\/v1\/counter\/get\/twilio_token` \| `modules\/[\w/-]+\.routes\.ts` \| videoOfficer \|/,
    );
    expect(fresh).not.toContain('| `?` |');
    expect(
      readFileSync(ROUTES_INDEX_FILE, 'utf8'),
      'docs/routes.md is out of date: run npm run docs:routes',
    ).toBe(fresh);
  });
});
