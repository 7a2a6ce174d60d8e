import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../testing/render';
import { useListParams } from './use-list-params';

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
});
