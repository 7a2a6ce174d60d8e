/** One list's card: its current version (number, file, when and by whom, entries, SHA-256, diff counts). */
import {
  fillTemplate,
  formatWibDateTime,
  MSG,
  type ScreeningSource,
  SOURCE_LABELS,
  type WatchlistVersion,
} from '@kilau/shared';
import { ActionIcon, Badge, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { shortSha } from '../lib/diff-view';

const n = (v: number) => v.toLocaleString('id-ID');

export function SourceCard({
  source,
  current,
  entries,
}: {
  source: ScreeningSource;
  current: WatchlistVersion | null;
  entries: number;
}) {
  return (
    <Card
      withBorder
      padding="md"
      data-testid={`watchlist-card-${source}`}
      component="section"
      aria-label={SOURCE_LABELS[source]}
    >
      <Stack gap="xs">
        <Title order={2} fz="md">
          {SOURCE_LABELS[source]}
        </Title>
        {source === 'kilau' ? (
          <>
            <Text size="sm" c="dimmed">
              {MSG.watchlistKilauNote}
            </Text>
            <Text size="sm">
              {MSG.watchlistEntries}: <b>{n(entries)}</b>
            </Text>
          </>
        ) : current ? (
          <VersionFacts version={current} />
        ) : (
          <Text size="sm" c="dimmed">
            {MSG.watchlistNoVersion}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="sm" c="dimmed" miw={92} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

function VersionFacts({ version: v }: { version: WatchlistVersion }) {
  return (
    <Stack gap={4}>
      <Fact label={MSG.watchlistVersion}>
        <b data-testid="watchlist-version-no">{v.version_no}</b>
      </Fact>
      <Fact label={MSG.watchlistFileName}>{v.file_name}</Fact>
      <Fact label={MSG.watchlistUploadedAt}>{formatWibDateTime(v.uploaded_at)}</Fact>
      <Fact label={MSG.watchlistUploadedBy}>{v.uploaded_by?.fullname ?? '-'}</Fact>
      <Fact label={MSG.watchlistEntries}>
        <span data-testid="watchlist-entries">
          {fillTemplate(MSG.watchlistEntriesCount, {
            entries: n(v.entries),
            individuals: n(v.individuals),
            entities: n(v.entities),
          })}
        </span>
      </Fact>
      <Fact label={MSG.watchlistSha256}>
        <Group gap={4} wrap="nowrap">
          <Text size="sm" ff="monospace" title={v.sha256}>
            {shortSha(v.sha256)}
          </Text>
          <CopyButton value={v.sha256}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? MSG.watchlistCopied : MSG.watchlistCopySha} withArrow>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  onClick={copy}
                  aria-label={copied ? MSG.watchlistCopied : MSG.watchlistCopySha}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width={14}
                    height={14}
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth={2}
                  >
                    {copied ? (
                      <path d="M5 12l5 5L20 7" />
                    ) : (
                      <>
                        <rect x="9" y="9" width="12" height="12" rx="2" />
                        <path d="M5 15V5a2 2 0 0 1 2-2h10" />
                      </>
                    )}
                  </svg>
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Fact>
      <Group gap={6} mt={4}>
        <Badge color="teal" variant="light" data-testid="watchlist-added">
          {MSG.watchlistAdded} {n(v.added)}
        </Badge>
        <Badge color="red" variant="light" data-testid="watchlist-removed">
          {MSG.watchlistRemoved} {n(v.removed)}
        </Badge>
        <Badge color="navy" variant="light" data-testid="watchlist-changed">
          {MSG.watchlistChanged} {n(v.changed)}
        </Badge>
      </Group>
    </Stack>
  );
}
