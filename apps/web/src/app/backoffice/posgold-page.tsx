/**
 * /posgold (docs/product/back-office.md § Screens): an external page embedded for staff. Its address is configuration
 * (POSGOLD_URL, also the only origin the CSP lets the app frame); unset, the screen says so rather
 * than showing an empty frame.
 */
import { MSG } from '@kilau/shared';
import { Alert, Anchor, Box, Group, Stack } from '@mantine/core';
import { StaffPageHeading } from '../../components/backoffice/page-heading';
import { QueryState } from '../../components/ui/query-state';
import { usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

export default function PosgoldPage() {
  usePageTitle(MSG.posgoldTitle);
  const config = usePublicConfig();
  const url = config.data?.posgold_url;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <StaffPageHeading title={MSG.posgoldTitle} />
        {url && (
          <Anchor href={url} target="_blank" rel="noopener noreferrer">
            {MSG.posgoldOpenNewTab}
          </Anchor>
        )}
      </Group>
      {!config.data ? (
        <QueryState isLoading={config.isLoading} error={config.error} onRetry={() => void config.refetch()} />
      ) : url ? (
        <Box
          component="iframe"
          src={url}
          title={MSG.posgoldTitle}
          // The embedded page gets no access to ours.
          sandbox="allow-scripts allow-forms allow-same-origin allow-popups"
          referrerPolicy="no-referrer"
          style={{
            width: '100%',
            height: 'calc(100dvh - 180px)',
            minHeight: 480,
            border: 0,
            borderRadius: 8,
          }}
          bg="white"
        />
      ) : (
        <Alert color="yellow" variant="light">
          {MSG.posgoldNotConfigured}
        </Alert>
      )}
    </Stack>
  );
}
