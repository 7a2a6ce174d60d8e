/**
 * The detail header's 'Lihat linimasa' and 'Unduh berkas' (decision 0112). The timeline's drawer is
 * open while the URL has `?linimasa=1`, so the audit trail links straight to it
 * (paths.participantTimeline) and the browser's back button closes it.
 */
import { MSG, type StaffPrefix } from '@kilau/shared';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { downloadCaseFile } from '../api/case-file';
import { TimelineDrawer } from './timeline-drawer';

export const TIMELINE_PARAM = 'linimasa';

export function CaseFileActions({ prefix, participantId }: { prefix: StaffPrefix; participantId: string }) {
  const [params, setParams] = useSearchParams();
  const [downloading, setDownloading] = useState(false);
  const opened = params.get(TIMELINE_PARAM) === '1';
  const setOpened = (open: boolean) =>
    setParams((current) => {
      if (open) current.set(TIMELINE_PARAM, '1');
      else current.delete(TIMELINE_PARAM);
      return current;
    });
  const download = async () => {
    setDownloading(true);
    try {
      await downloadCaseFile(prefix, participantId);
    } catch (err) {
      notifyError(err instanceof ApiError ? err.messageId : MSG.caseFileDownloadFailed);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {MSG.timelineOpen}
      </Button>
      <Button variant="default" loading={downloading} onClick={() => void download()}>
        {MSG.caseFileDownload}
      </Button>
      <TimelineDrawer
        prefix={prefix}
        participantId={participantId}
        opened={opened}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
