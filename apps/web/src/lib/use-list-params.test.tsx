import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('useListParams', () => {
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
