import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { useQueryParams } from './use-query-params';

/** Two filters changed in one go, as a person picking one filter and then another right away. */
function TwoFilters() {
  const [params, setParams] = useQueryParams();
  const setOne = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(key, value);
      return next;
    });
  return (
    <>
      <p data-testid="query">{params.toString()}</p>
      <button
        type="button"
        onClick={() => {
          setOne('status', 'settled');
          setOne('contract', '6');
        }}
      >
        both
      </button>
    </>
  );
}

describe('useQueryParams', () => {
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
});
