/**
 * /daftar-pantauan, 'Daftar Pantauan' (decision 0111): for the super admin, the lists every
 * participant is screened against: each source's current version (or Kilau's own blacklist, live),
 * the upload of a new version, the diff of the last upload, each list's versions, and the rescreens
 * an upload starts, with their progress.
 */
import { MSG, type UploadedSource, type WatchlistVersion } from '@kilau/shared';
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { usePageTitle } from '../../../lib/use-page-title';
import { useWatchlistOverview } from '../api/overview';
import { DiffPanel } from './diff-panel';
import { RunsTable } from './runs-table';
import { SourceCard } from './source-card';
import { UploadForm } from './upload-form';
import { VersionsTable } from './versions-table';

/** The current version uploaded last, whatever its list: the diff shown first. */
function lastUploaded(versions: (WatchlistVersion | null)[]): WatchlistVersion | null {
  return versions.reduce<WatchlistVersion | null>(
    (last, v) => (v && (!last || v.uploaded_at > last.uploaded_at) ? v : last),
    null,
  );
}

export default function WatchlistsPage() {
  usePageTitle(MSG.watchlistTitle);
  const overview = useWatchlistOverview();
  const [chosenDiff, setChosenDiff] = useState<string | null>(null);
  const [versionsSource, setVersionsSource] = useState<UploadedSource>('dttot');
  const last = lastUploaded(overview.data?.sources.map((s) => s.current) ?? []);
  const diffId = chosenDiff ?? last?.id ?? null;

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.watchlistTitle} intro={MSG.watchlistIntro} />
      <ListState query={overview}>
        {overview.data && (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {overview.data.sources.map((s) => (
                <SourceCard key={s.source} source={s.source} current={s.current} entries={s.entries} />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <UploadForm
                onUploaded={(versionId) => {
                  setChosenDiff(versionId);
                }}
              />
              <DiffPanel versionId={diffId} />
            </SimpleGrid>
            <VersionsTable
              source={versionsSource}
              onSource={setVersionsSource}
              onShowDiff={(id) => setChosenDiff(id)}
            />
            <RunsTable runs={overview.data.runs} />
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}
