/**
 * /pengiriman-gagal, 'Pengiriman Gagal' (ours, decision 0081): for the super admin, the e-mails,
 * SMS and background jobs that failed every attempt, with whom a message was for and why it
 * failed, and 'Kirim Ulang' (after a confirmation) once the cause is fixed. 10 a page, the page in
 * the URL. The message text is never shown: it may hold a one-time code.
 */
import { FAILED_JOBS_PAGE_SIZE, type FailedJob, formatWibDateTime, MSG } from '@kilau/shared';
import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { FormAlert } from '../../../components/ui/form-alert';
import { PagedTable } from '../../../components/ui/paged-table';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFailedJobs, useRetryFailedJob } from '../api/failed-jobs';

const TYPE_LABEL: Record<string, string> = {
  'mail.send': MSG.failedJobsTypeEmail,
  'sms.send': MSG.failedJobsTypeSms,
};

export default function FailedJobsPage() {
  usePageTitle(MSG.failedJobsTitle);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useFailedJobs(page);
  const [chosen, setChosen] = useState<FailedJob | null>(null);

  const columns: DataTableColumn<FailedJob>[] = [
    { accessor: 'no', title: 'No', width: 56, render: (_r, i) => (page - 1) * FAILED_JOBS_PAGE_SIZE + i + 1 },
    { accessor: 'type', title: MSG.failedJobsColType, render: (r) => TYPE_LABEL[r.type] ?? r.type },
    { accessor: 'recipient', title: MSG.failedJobsColRecipient, render: (r) => r.recipient ?? '-' },
    { accessor: 'attempts', title: MSG.failedJobsColAttempts, textAlign: 'right' },
    {
      accessor: 'last_error',
      title: MSG.failedJobsColError,
      render: (r) => (
        <Text size="xs" ff="monospace" lineClamp={3} style={{ wordBreak: 'break-word' }}>
          {r.last_error ?? '-'}
        </Text>
      ),
    },
    {
      accessor: 'created_at',
      title: MSG.failedJobsColCreated,
      render: (r) => formatWibDateTime(r.created_at),
    },
    {
      accessor: 'actions',
      title: MSG.colAction,
      render: (r) => (
        <Button size="compact-sm" onClick={() => setChosen(r)}>
          {MSG.failedJobsRetry}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.failedJobsTitle} intro={MSG.failedJobsIntro} />
      <ListState query={list}>
        <PagedTable<FailedJob>
          idAccessor="_id"
          records={list.data?.jobs ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={MSG.failedJobsNone}
          total={list.data?.total ?? 0}
          page={page}
          pageSize={FAILED_JOBS_PAGE_SIZE}
          onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      </ListState>
      <RetryModal job={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}

function RetryModal({ job, onClose }: { job: FailedJob | null; onClose: () => void }) {
  const retry = useRetryFailedJob();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  async function confirm(id: string) {
    setError(null);
    try {
      const reply = await retry.mutateAsync(id);
      notifySuccess(reply.message);
      close();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <Modal opened={job !== null} onClose={close} title={MSG.failedJobsRetry} centered>
      <Stack>
        <Text size="sm" fw={600}>
          {job ? `${TYPE_LABEL[job.type] ?? job.type}${job.recipient ? ` · ${job.recipient}` : ''}` : ''}
        </Text>
        {job?.last_error && <Code block>{job.last_error}</Code>}
        <Text size="sm">{MSG.failedJobsRetryConfirm}</Text>
        {error && <FormAlert>{error}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {MSG.actionCancel}
          </Button>
          <Button loading={retry.isPending} onClick={() => job && void confirm(job._id)}>
            {MSG.failedJobsRetry}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
