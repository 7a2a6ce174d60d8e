/**
 * The replies a page was rendered with on the server (decision 0118) are read once from the page's
 * JSON block, and only when they have the expected shape; the session they were rendered for is
 * compared with the browser's own by the token's `sid`.
 */
import { SERVED_DATA_ELEMENT_ID } from '@kilau/shared';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedQueryCache, sessionIdOf, takeServedData } from './served-data';

function pageWith(json: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = SERVED_DATA_ELEMENT_ID;
  block.textContent = json;
  doc.body.append(block);
  return doc;
}

const tokenWith = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('takeServedData', () => {
  it('reads the block once and takes it out of the page', () => {
    const doc = pageWith(
      JSON.stringify({
        sid: 's-1',
        state: { mutations: [], queries: [{ queryKey: ['x'], state: { data: 1 } }] },
      }),
    );
    expect(takeServedData(doc)?.sid).toBe('s-1');
    expect(doc.getElementById(SERVED_DATA_ELEMENT_ID)).toBeNull();
    expect(takeServedData(doc)).toBeNull();
  });

  it('ignores a block that is not JSON or not of the expected shape', () => {
    expect(takeServedData(pageWith('{not json'))).toBeNull();
    expect(takeServedData(pageWith(JSON.stringify({ state: { queries: [], mutations: [] } })))).toBeNull();
    expect(takeServedData(pageWith(JSON.stringify({ sid: 's', state: { queries: {} } })))).toBeNull();
    expect(takeServedData(pageWith('null'))).toBeNull();
    expect(takeServedData(document.implementation.createHTMLDocument(''))).toBeNull();
  });
});

describe('seedQueryCache', () => {
  it('puts each served reply into the cache as of when the server fetched it, and skips what is malformed', () => {
    const client = new QueryClient();
    seedQueryCache(client, {
      sid: 's-1',
      state: {
        mutations: [],
        queries: [
          {
            queryKey: ['wallet', 'gold-saving'],
            state: { data: { micro_idr: '18450000' }, dataUpdatedAt: 1_000 },
          },
          { queryKey: 'not-a-key', state: { data: 1, dataUpdatedAt: 1 } },
          { queryKey: ['no-state'] },
        ],
      },
    });
    expect(client.getQueryData(['wallet', 'gold-saving'])).toEqual({ micro_idr: '18450000' });
    expect(client.getQueryState(['wallet', 'gold-saving'])?.dataUpdatedAt).toBe(1_000);
    expect(client.getQueryCache().getAll()).toHaveLength(1);
  });
});

describe('sessionIdOf', () => {
  it("reads the session id from an access token's claims, base64url and unpadded", () => {
    expect(sessionIdOf(tokenWith({ sid: 'dfa1c025-d5a4', sub: 'u', note: '??>>' }))).toBe('dfa1c025-d5a4');
  });

  it('is null for no token, a token without a sid, or one that is not a token', () => {
    expect(sessionIdOf(null)).toBeNull();
    expect(sessionIdOf(tokenWith({ sub: 'u' }))).toBeNull();
    expect(sessionIdOf('opaque')).toBeNull();
    expect(sessionIdOf('a.!!!.c')).toBeNull();
  });
});
