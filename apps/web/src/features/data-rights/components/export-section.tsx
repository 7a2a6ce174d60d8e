/**
 * 'Unduh data saya': the password again, then the word that the link comes by e-mail; and the copies
 * asked for so far with their state (disiapkan, siap and until when, gagal, kedaluwarsa). A ready
 * copy downloads from here too, as the mailed link does (the caller's own, audited; decision 0129).
 */
import { type DataExport, formatWibDateTime, MSG } from '@kilau/shared';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/file-download';
import { dataRightsKey, downloadOwnExport, useRequestExport } from '../api/data-rights';
import { EXPORT_STATUS_COLOR, EXPORT_STATUS_TEXT } from '../lib/labels';
import { fill } from '../lib/remaining';
import { PasswordDialog } from './password-dialog';
import { SectionCard } from './section-card';

export function ExportSection({ exports, closed }: { exports: DataExport[]; closed: boolean }) {
  const [opened, setOpened] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const request = useRequestExport();

  async function send(password: string) {
    const reply = await request.mutateAsync(password);
    setOpened(false);
    setDone(reply.message);
  }

  return (
    <SectionCard id="export-title" title={MSG.dataExportTitle}>
      <Text size="sm">{MSG.dataExportIntro}</Text>
      {done && <FormAlert ok>{done}</FormAlert>}
      <Group>
        <Button
          onClick={() => {
            setDone(null);
            setOpened(true);
          }}
          disabled={closed}
        >
          {MSG.dataExportButton}
        </Button>
      </Group>
      <Title order={3} fz="md" mt="xs">
        {MSG.dataExportsListTitle}
      </Title>
      {exports.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.dataExportsEmpty}
        </Text>
      ) : (
        <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {exports.map((e, i) => (
            <ExportRow key={e._id} item={e} first={i === 0} />
          ))}
        </Stack>
      )}
      <PasswordDialog
        opened={opened}
        onClose={() => setOpened(false)}
        onSubmit={send}
        busy={request.isPending}
      />
    </SectionCard>
  );
}

function ExportRow({ item, first }: { item: DataExport; first: boolean }) {
  return (
    <Stack
      component="li"
      gap={2}
      py="xs"
      style={first ? undefined : { borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm">{fill(MSG.dataExportRequestedAt, { time: formatWibDateTime(item.created_at) })}</Text>
        <Badge variant="light" color={EXPORT_STATUS_COLOR[item.status]} style={{ flexShrink: 0 }}>
          {EXPORT_STATUS_TEXT[item.status]}
        </Badge>
      </Group>
      {item.status === 'ready' && item.expires_at && (
        <>
          <Text size="xs" c="dimmed">
            {fill(MSG.dataExportValidUntil, { time: formatWibDateTime(item.expires_at) })}
          </Text>
          <DownloadButton id={item._id} />
        </>
      )}
      {item.downloads > 0 && (
        <Text size="xs" c="dimmed">
          {fill(MSG.dataExportDownloads, { count: item.downloads })}
        </Text>
      )}
    </Stack>
  );
}

/** 'Unduh salinan (ZIP)': the ready copy saved under the server's name; the count read again. */
function DownloadButton({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { blob, filename } = await downloadOwnExport(id);
      saveBlob(blob, filename);
      await queryClient.invalidateQueries({ queryKey: dataRightsKey });
    } catch (err) {
      setProblem(errorMessage(err) || MSG.dataExportDownloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap={4} mt={4}>
      <Group>
        <Button size="sm" variant="light" loading={busy} onClick={() => void download()}>
          {MSG.dataExportDownloadButton}
        </Button>
      </Group>
      {problem && <FormAlert>{problem}</FormAlert>}
    </Stack>
  );
}
