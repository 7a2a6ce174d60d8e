/**
 * A resubmitted item's versions: the reason it was sent back with and the note to the customer
 * (in view right after 'Kirim permintaan', where the reviewer chose them: decision 0134), then for
 * a document the previous file beside the current one ('Versi n', 'Versi n+1'), each through the
 * staff file route by its stored id; for a data section the fields that changed, before → after.
 * While the customer has not fixed it yet, only the version sent back shows (that the file waits
 * for the customer is said once, by the page).
 */
import { fillTemplate, isResubmissionDocument, MSG, RESUBMISSION_ITEM_LABELS } from '@kilau/shared';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { DocumentCard } from '../../../../components/backoffice/document-card';
import { useStaffFileById } from '../../api/resubmission';
import type { ItemVersion } from './version-model';

/** 'Sebelumnya · Versi 1', 'Terbaru · Versi 2'. */
const versionLabel = (title: string, version: number) =>
  `${title} · ${fillTemplate(MSG.resubmissionVersion, { version })}`;

function VersionFile({ fileId, title, version }: { fileId: string | null; title: string; version: number }) {
  const file = useStaffFileById(fileId);
  const label = versionLabel(title, version);
  return <DocumentCard label={label} path={fileId} file={file} height={120} />;
}

export function ItemVersions({ version }: { version: ItemVersion }) {
  const fixed = version.requestStatus === 'resubmitted';
  const name = RESUBMISSION_ITEM_LABELS[version.item];
  return (
    <Stack gap={6} data-testid={`versions-${version.item}`} aria-label={name}>
      <div data-testid={`asked-${version.item}`}>
        <Text size="sm">
          <Text span inherit fw={600}>
            {MSG.resubmissionReason}:
          </Text>{' '}
          {[version.reason_label, version.reason_text].filter(Boolean).join(' — ') || '-'}
        </Text>
        {version.note && (
          <Text size="xs" c="dimmed">
            {MSG.resubmissionNoteLabel}: {version.note}
          </Text>
        )}
      </div>
      {isResubmissionDocument(version.item) ? (
        <SimpleGrid cols={2} spacing="xs">
          <VersionFile
            fileId={version.previous_file_id}
            title={MSG.resubmissionPrevious}
            version={version.version}
          />
          {fixed && (
            <VersionFile
              fileId={version.new_file_id}
              title={MSG.resubmissionCurrent}
              version={version.version + 1}
            />
          )}
        </SimpleGrid>
      ) : (
        fixed && version.changes.length > 0 && <FieldChanges version={version} />
      )}
    </Stack>
  );
}

function FieldChanges({ version }: { version: ItemVersion }) {
  return (
    <Table withTableBorder layout="fixed" fz="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Td />
          <Table.Td fw={600}>{versionLabel(MSG.resubmissionPrevious, version.version)}</Table.Td>
          <Table.Td fw={600}>{versionLabel(MSG.resubmissionCurrent, version.version + 1)}</Table.Td>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {version.changes.map((c) => (
          <Table.Tr key={c.field}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.field}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Text span size="xs" td="line-through" c="dimmed">
                {c.before || '-'}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>→ {c.after || '-'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
