/**
 * 'Unggah versi baru': the list, the file (restricted to the formats that list is published in)
 * and the hint for it. The server answers at once and reads the file off the request (decision
 * 0120): the form shows the upload's progress (being read, then stored or refused), polled. A
 * refusal stays on screen with its row and reason, and the file stays chosen, so the super admin
 * can fix it and send it again; a stored list shows the rescreen it started.
 */
import {
  type ListFileFormat,
  MSG,
  SOURCE_FORMATS,
  SOURCE_LABELS,
  UPLOADED_SOURCES,
  type UploadedSource,
} from '@kilau/shared';
import { Button, Card, FileInput, Group, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { watchlistsKey } from '../api/overview';
import { useUploadWatchlist, useWatchlistUpload } from '../api/upload';
import { RunProgress } from './run-progress';

const ACCEPT: Readonly<Record<ListFileFormat, string>> = {
  xml: '.xml,application/xml,text/xml',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: '.csv,text/csv',
  // OpenSanctions names it entities.ftm.json; saved copies are often .jsonl or .ndjson.
  jsonl: '.json,.jsonl,.ndjson,application/json',
};
const acceptFor = (source: UploadedSource) => SOURCE_FORMATS[source].map((f) => ACCEPT[f]).join(',');
const HINTS: Readonly<Record<UploadedSource, string>> = {
  un: MSG.watchlistUploadHintUn,
  dttot: MSG.watchlistUploadHintPpatk,
  proliferation: MSG.watchlistUploadHintPpatk,
  pep: MSG.watchlistUploadHintPep,
};
const hintFor = (source: UploadedSource) => HINTS[source];

export function UploadForm({ onUploaded }: { onUploaded: (versionId: string) => void }) {
  const [source, setSource] = useState<UploadedSource>('dttot');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadId, setUploadId] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const send = useUploadWatchlist();
  const upload = useWatchlistUpload(uploadId);
  const ended = upload.data && upload.data.status !== 'parsing' ? upload.data : null;
  const handled = useRef<string | null>(null);

  // Once the upload has ended (once per upload): its refusal on screen, or the new version shown;
  // the lists reload either way.
  useEffect(() => {
    if (!ended || handled.current === ended.id) return;
    handled.current = ended.id;
    if (ended.status === 'refused') setError(ended.refusal?.message ?? null);
    else if (ended.version) {
      notifySuccess(MSG.watchlistUploaded);
      setFile(null);
      onUploaded(ended.version.id);
    }
    void queryClient.invalidateQueries({ queryKey: [...watchlistsKey, 'overview'] });
    void queryClient.invalidateQueries({ queryKey: [...watchlistsKey, 'versions'] });
  }, [ended, onUploaded, queryClient]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setError(null);
    setUploadId(null);
    try {
      const reply = await send.mutateAsync({ source, file });
      setUploadId(reply.data.upload.id);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const parsing = upload.data?.status === 'parsing';
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="watchlist-upload-title">
      <form onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <Title order={2} fz="md" id="watchlist-upload-title">
            {MSG.watchlistUpload}
          </Title>
          <NativeSelect
            label={MSG.watchlistUploadSource}
            value={source}
            data={UPLOADED_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }))}
            onChange={(e) => {
              setSource(e.currentTarget.value as UploadedSource);
              setError(null);
            }}
          />
          <FileInput
            label={MSG.watchlistUploadFile}
            description={hintFor(source)}
            accept={acceptFor(source)}
            value={file}
            onChange={(f) => {
              setFile(f);
              setError(null);
            }}
            clearable
          />
          {error && <FormAlert>{error}</FormAlert>}
          <Button
            type="submit"
            disabled={!file || parsing}
            loading={send.isPending || parsing}
            style={{ alignSelf: 'flex-start' }}
          >
            {MSG.watchlistUploadSubmit}
          </Button>
          {parsing && (
            <Group gap="xs" role="status" aria-live="polite" data-testid="upload-status">
              <Loader size="xs" aria-label={MSG.watchlistUploadReading} />
              <Text size="sm">{MSG.watchlistUploadParsing}</Text>
            </Group>
          )}
          {ended?.run && <RunProgress id={ended.run.id} />}
        </Stack>
      </form>
    </Card>
  );
}
