/**
 * The screens with a fetch for the server's render are exactly the served pages (decision 0182): a
 * fetch for a page outside SERVED_PAGES would never run, since no cookie goes with its request and
 * the server does not serve it; a served page without one would be sent as its frame every time.
 */
import { SERVED_PAGES } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { PAGE_DATA } from './page-data';

describe('PAGE_DATA', () => {
  it('has a fetch for every served page and for no other', () => {
    expect(Object.keys(PAGE_DATA).sort()).toEqual([...SERVED_PAGES].sort());
  });
});
