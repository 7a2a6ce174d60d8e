/**
 * The replies a page was rendered with on the server (decision 0118) are read once from the page's
 * JSON block, and only when they have the expected shape; the session they were rendered for is
 * compared with the browser's own by the token's `sid`.
 */
import { SERVED_DATA_ELEMENT_ID } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { sessionIdOf, takeServedData } from './served-data';

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
