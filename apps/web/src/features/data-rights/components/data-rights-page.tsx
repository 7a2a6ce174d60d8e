/**
 * /data-saya, 'Data Saya' (UU 27/2022; decision 0113): what Kilau keeps and why, a copy of one's
 * data, a correction, a restriction or deletion, and the requests with their due times. A closed
 * account says so plainly; its forms stay visible but cannot be sent.
 */
import { formatWibDate, formatWibDateTime, MSG } from '@kilau/shared';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { useDataRights } from '../api/data-rights';
import { fill } from '../lib/remaining';
import { ClosureForm } from './closure-form';
import { CorrectionForm } from './correction-form';
import { ExportSection } from './export-section';
import { RequestsList } from './requests-list';

export default function DataRightsPage() {
  usePageTitle(MSG.dataRightsTitle);
  const rights = useDataRights();
  // The forms render from a deferred copy of the reply: when it arrives after the first paint,
  // React renders them in slices that let the page respond, not in one long task (decision 0178).
  const data = useDeferredValue(rights.data);
  const closed = Boolean(data?.restricted_at);
  const pendingClosure = data?.requests.some((r) => r.status === 'open' && r.kind !== 'correction') ?? false;

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.dataRightsTitle}
        </Title>
        <Text size="sm" mt={4}>
          {MSG.dataRightsIntro}
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          {MSG.dataRightsLaw}
        </Text>
      </div>

      {!data ? (
        <QueryState
          isLoading={rights.isPending || Boolean(rights.data)}
          error={rights.error}
          onRetry={() => void rights.refetch()}
        />
      ) : (
        <>
          {closed && (
            <Alert color="red" variant="light" title={MSG.dataAccountClosedTitle} role="status">
              <Stack gap={4}>
                <Text size="sm">{MSG.dataAccountRestricted}</Text>
                {data.restricted_at && <Text size="sm">{formatWibDateTime(data.restricted_at)}</Text>}
                {data.erase_after && (
                  <Text size="sm">
                    {fill(MSG.dataAccountEraseAfter, { time: formatWibDate(data.erase_after) })}
                  </Text>
                )}
              </Stack>
            </Alert>
          )}
          <RequestsList requests={data.requests} />
          <ExportSection exports={data.exports} closed={closed} />
          <CorrectionForm closed={closed} />
          <ClosureForm closed={closed || pendingClosure} />
        </>
      )}
    </Stack>
  );
}
