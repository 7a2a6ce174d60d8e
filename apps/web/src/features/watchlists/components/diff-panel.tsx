/**
 * 'Perubahan pada unggahan terakhir': what a version added, removed and changed against the one
 * before it, one list at a time, with the names and 'dan N lainnya' past the first ones.
 */
import { fillTemplate, MSG, SOURCE_LABELS, type WatchlistDiff, type WatchlistVersion } from '@kilau/shared';
import { Card, List, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { ListState } from '../../../components/backoffice/list-state';
import { useVersionDiff } from '../api/diff';
import { diffRows, fieldLabels } from '../lib/diff-view';

type Part = 'added' | 'removed' | 'changed';

export function DiffPanel({ versionId }: { versionId: string | null }) {
  const diff = useVersionDiff(versionId);
  const [part, setPart] = useState<Part>('added');
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="watchlist-diff-title">
      <Stack gap="sm">
        <Title order={2} fz="md" id="watchlist-diff-title">
          {MSG.watchlistDiffTitle}
        </Title>
        {versionId === null ? (
          <Text size="sm" c="dimmed">
            {MSG.watchlistNoVersion}
          </Text>
        ) : (
          <ListState query={diff}>
            {diff.data && (
              <DiffBody version={diff.data.version} diff={diff.data.diff} part={part} onPart={setPart} />
            )}
          </ListState>
        )}
      </Stack>
    </Card>
  );
}

function DiffBody({
  version: v,
  diff,
  part,
  onPart,
}: {
  version: WatchlistVersion;
  diff: WatchlistDiff;
  part: Part;
  onPart: (p: Part) => void;
}) {
  // Three labels with counts do not fit side by side on a phone: they stack there.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const { rows, more } = diffRows<{ ref: string; name: string; fields?: string[] }>(diff[part], v[part]);
  return (
    <Stack gap="sm" data-testid="watchlist-diff">
      <Text size="sm" fw={600}>
        {fillTemplate(MSG.watchlistDiffOf, { source: SOURCE_LABELS[v.source], version: v.version_no })}
      </Text>
      {v.version_no === 1 && (
        <Text size="sm" c="dimmed">
          {MSG.watchlistDiffFirst}
        </Text>
      )}
      <SegmentedControl
        value={part}
        onChange={(p) => onPart(p as Part)}
        fullWidth
        orientation={phone ? 'vertical' : 'horizontal'}
        data={[
          { value: 'added', label: `${MSG.watchlistAdded} (${v.added})` },
          { value: 'removed', label: `${MSG.watchlistRemoved} (${v.removed})` },
          { value: 'changed', label: `${MSG.watchlistChanged} (${v.changed})` },
        ]}
      />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {MSG.watchlistDiffNone}
        </Text>
      ) : (
        <List size="sm" spacing={4} data-testid={`watchlist-diff-${part}`}>
          {rows.map((r) => (
            <List.Item key={r.ref}>
              <Text span size="sm" fw={600}>
                {r.name}
              </Text>{' '}
              <Text span size="xs" c="dimmed" ff="monospace">
                {r.ref}
              </Text>
              {r.fields && r.fields.length > 0 && (
                <Text size="xs" c="dimmed">
                  {MSG.watchlistChangedFields}: {fieldLabels(r.fields)}
                </Text>
              )}
            </List.Item>
          ))}
        </List>
      )}
      {more && (
        <Text size="sm" c="dimmed">
          {more}
        </Text>
      )}
    </Stack>
  );
}
