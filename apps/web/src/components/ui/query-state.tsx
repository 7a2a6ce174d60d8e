import { MSG } from '@kilau/shared';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { errorMessage } from '../../lib/api-client';

/** Loading and failure of a query: a spinner, or the error in Indonesian with a retry. */
export function QueryState({
  isLoading,
  error,
  onRetry,
}: {
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (isLoading) {
    return (
      <Center py="xl" aria-live="polite">
        <Loader size="sm" aria-label={MSG.loading} />
      </Center>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {MSG.buttonRetry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return null;
}
