import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retry only what a retry can fix: the network or the server, never a 4xx.
      retry: (count, error) =>
        count < 2 && (!(error instanceof ApiError) || error.httpStatus === 0 || error.httpStatus >= 500),
    },
    mutations: { retry: false },
  },
});
