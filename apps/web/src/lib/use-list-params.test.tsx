import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, use, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { afterRender, queryToBuildOn, useListParams } from './use-list-params';

/** Two filters changed in one go, as a person picking one filter and then another right away. */
function TwoFilters() {
  const [params, setParam] = useListParams();
  return (
    <>
      <p data-testid="query">{params.toString()}</p>
      <button
        type="button"
        onClick={() => {
          setParam({ status: 'settled' });
          setParam({ contract: '6' });
        }}
      >
        both
      </button>
    </>
  );
}

/** The part of a list that loads what a status filter shows: it suspends until `loaded` settles. */
function SettledRows({ loaded }: { loaded: Promise<void> }) {
  use(loaded);
  return <p>settled rows</p>;
}

/**
 * A list whose status filter makes a part of it load (a suspended navigation: React keeps the old
 * view on screen) and whose other controls re-render it meanwhile, as a Select opening does.
 */
function FilterThatLoads({ loaded }: { loaded: Promise<void> }) {
  const [params, setParam] = useListParams();
  const [, setTicks] = useState(0);
  return (
    <>
      <p data-testid="query">{params.toString()}</p>
      <button type="button" onClick={() => setParam({ status: 'settled' })}>
        status
      </button>
      <button type="button" onClick={() => setTicks((n) => n + 1)}>
        open
      </button>
      <button type="button" onClick={() => setParam({ contract: '6' })}>
        contract
      </button>
      <Suspense fallback={<p>loading</p>}>
        {params.has('status') ? <SettledRows loaded={loaded} /> : null}
      </Suspense>
    </>
  );
}

/** Runs `events` as a browser would deliver them, outside React's test scheduling (`act`). */
function withoutAct(events: () => void) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    events();
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

describe('useListParams', () => {
  it('keeps a filter whose navigation is still loading when the list re-renders and another is picked', async () => {
    let finishLoading = () => {};
    const loaded = new Promise<void>((resolve) => {
      finishLoading = resolve;
    });
    const { router } = renderScreen(<FilterThatLoads loaded={loaded} />, {
      path: '/transaction?direction=buy',
      route: '/transaction',
    });
    const button = async (name: string) => screen.findByRole('button', { name });
    const [status, open, contract] = [await button('status'), await button('open'), await button('contract')];
    await act(async () => status.click());
    // The navigation waits for its rows; the old view stays on screen.
    expect(screen.getByTestId('query').textContent).toBe('direction=buy');
    // As in a browser, not as in `act`: React commits an urgent render (the click on 'open') at once
    // and comes back to the waiting navigation in a later task, after the next click.
    withoutAct(() => open.click());
    await Promise.resolve();
    withoutAct(() => contract.click());
    await act(async () => finishLoading());
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe(
        'direction=buy&status=settled&contract=6',
      ),
    );
  });

  it('keeps the first of two quick changes: the second builds on the query asked for, not the one shown', async () => {
    const { router } = renderScreen(<TwoFilters />, {
      path: '/transaction?direction=buy',
      route: '/transaction',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'both' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).toString()).toBe(
        'direction=buy&status=settled&contract=6',
      ),
    );
    expect(screen.getByTestId('query').textContent).toBe('direction=buy&status=settled&contract=6');
  });

  it('builds on the last query asked for when the router renders an earlier one late', () => {
    const q = (query: string) => new URLSearchParams(query);
    // Direction, then status asked for; the router then renders the direction's navigation.
    let pending = afterRender(['direction=buy', 'direction=buy&status=settled'], q('direction=buy'));
    expect(queryToBuildOn(pending, q('direction=buy')).toString()).toBe('direction=buy&status=settled');
    expect(pending).toEqual(['direction=buy&status=settled']);
    // The status's render: nothing left on its way, built on from now.
    pending = afterRender(pending, q('direction=buy&status=settled'));
    expect(queryToBuildOn(pending, q('direction=buy&status=settled')).toString()).toBe(
      'direction=buy&status=settled',
    );
    expect(pending).toEqual([]);
    // A query nobody here asked for (back, a link) is built on at once.
    pending = afterRender(['status=settled'], q('page=2'));
    expect(queryToBuildOn(pending, q('page=2')).toString()).toBe('page=2');
    expect(pending).toEqual([]);
  });
});
