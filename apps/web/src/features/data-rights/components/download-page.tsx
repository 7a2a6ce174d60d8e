/**
 * /data-saya/unduh/{token}, the mailed link: the signed-in customer's ZIP fetched with the session
 * and saved under the server's name (a customer not signed in was sent to the login and back here
 * by the customer area's guard). A link that is not the caller's, expired or unknown reads the
 * catalogue's message with the way back to 'Data Saya'.
 */
import { MSG } from '@kilau/shared';
import { Alert, Anchor, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/file-download';
import { usePageTitle } from '../../../lib/use-page-title';
import { downloadExport } from '../api/data-rights';
import { fill } from '../lib/remaining';

type State =
  | { step: 'loading'; bytes: number }
  | { step: 'done'; filename: string }
  | { step: 'failed'; message: string; gone: boolean };

export default function DownloadPage() {
  usePageTitle(MSG.dataDownloadTitle);
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ step: 'loading', bytes: 0 });
  const started = useRef(false);

  const run = useCallback(async () => {
    setState({ step: 'loading', bytes: 0 });
    try {
      const { blob, filename } = await downloadExport(token, (bytes) => setState({ step: 'loading', bytes }));
      saveBlob(blob, filename);
      setState({ step: 'done', filename });
    } catch (err) {
      // 404 and 2063: not this customer's link, or no longer valid; said in the catalogue's words.
      const gone =
        err instanceof ApiError && (err.httpStatus === 404 || err.httpStatus === 410 || err.is(2063));
      setState({ step: 'failed', gone, message: gone ? MSG.dataExportLinkInvalid : errorMessage(err) });
    }
  }, [token]);

  // Once per visit: React's development double effect must not download twice.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={560} mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {MSG.dataDownloadTitle}
        </Title>
        {state.step === 'loading' && (
          <Center py="md">
            <Stack align="center" gap="xs" aria-live="polite">
              <Loader aria-label={MSG.loading} />
              <Text size="sm">{MSG.dataDownloadPreparing}</Text>
              {state.bytes > 0 && (
                <Text size="xs" c="dimmed">
                  {(state.bytes / 1_000_000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB
                </Text>
              )}
            </Stack>
          </Center>
        )}
        {state.step === 'done' && (
          <>
            <Alert color="teal" variant="light" role="status">
              {fill(MSG.dataDownloadDone, { name: state.filename })}
            </Alert>
            <Button variant="light" onClick={() => void run()} style={{ alignSelf: 'flex-start' }}>
              {MSG.dataDownloadAgain}
            </Button>
          </>
        )}
        {state.step === 'failed' && (
          <>
            <Alert color="red" variant="light" role="alert">
              {state.message}
            </Alert>
            {!state.gone && (
              <Button variant="light" onClick={() => void run()} style={{ alignSelf: 'flex-start' }}>
                {MSG.buttonRetry}
              </Button>
            )}
          </>
        )}
        <Anchor component={Link} to={paths.dataRights} size="sm" fw={600}>
          {MSG.dataDownloadBack}
        </Anchor>
      </Stack>
    </Paper>
  );
}
