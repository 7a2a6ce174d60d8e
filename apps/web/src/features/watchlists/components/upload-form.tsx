/**
 * 'Unggah versi baru': the list, the file (restricted to the formats that list is published in)
 * and the hint for it. A refusal stays on screen with its row and reason, and the file stays
 * chosen, so the super admin can fix it and send it again; a success shows the rescreen it started.
 */
import { MSG, SOURCE_FORMATS, SOURCE_LABELS, UPLOADED_SOURCES, type UploadedSource } from '@kilau/shared';
import { Button, Card, FileInput, NativeSelect, Stack, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { useUploadWatchlist } from '../api/upload';
import { RunProgress } from './run-progress';

const ACCEPT: Readonly<Record<'xml' | 'xlsx' | 'csv', string>> = {
  xml: '.xml,application/xml,text/xml',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: '.csv,text/csv',
};
const acceptFor = (source: UploadedSource) => SOURCE_FORMATS[source].map((f) => ACCEPT[f]).join(',');
const hintFor = (source: UploadedSource) =>
  source === 'un' ? MSG.watchlistUploadHintUn : MSG.watchlistUploadHintPpatk;

export function UploadForm({ onUploaded }: { onUploaded: (versionId: string) => void }) {
  const [source, setSource] = useState<UploadedSource>('dttot');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [runId, setRunId] = useState<string | null>(null);
  const upload = useUploadWatchlist();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    setError(null);
    try {
      const reply = await upload.mutateAsync({ source, file });
      notifySuccess(MSG.watchlistUploaded);
      setRunId(reply.data.run.id);
      setFile(null);
      onUploaded(reply.data.version.id);
    } catch (err) {
      setError(errorMessage(err));
    }
  }

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
            disabled={!file}
            loading={upload.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {MSG.watchlistUploadSubmit}
          </Button>
          {runId && <RunProgress id={runId} />}
        </Stack>
      </form>
    </Card>
  );
}
