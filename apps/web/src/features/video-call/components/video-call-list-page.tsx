/**
 * /nsb-video-call (spec 002 §2): the new participants for video verification, 5 a page. Detail for
 * everyone who may read the list; CreateRoom, JoinRoom and accepting the video only for the video
 * officer (role 6): CreateRoom while video_status is new (or the link has expired), JoinRoom while
 * it is scheduled. The page is kept in the URL.
 */
import {
  fillTemplate,
  formatDateId,
  formatWibDateTime,
  type KycListItem,
  MSG,
  ROLES,
  VIDEO_LINK_VALID_MS,
  VIDEO_LIST_PAGE_SIZE,
} from '@kilau/shared';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListSearch } from '../../../components/ui/list-search';
import { ListState } from '../../../components/ui/list-state';
import { Modal } from '../../../components/ui/overlays';
import { PagedTable } from '../../../components/ui/paged-table';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryParams } from '../../../lib/use-query-params';
import { useAcceptVideo, useVideoCallList } from '../api/video-call';
import { JoinRoomModal } from './join-room-modal';
import { ScheduleCallModal } from './schedule-call-modal';

const dash = (v: string | null | undefined) => (v ? v : '-');

/** Whether a scheduled room's link has expired (the officer may schedule a new one). */
export function linkExpired(r: Pick<KycListItem, 'video_status' | 'video_schedule'>, now = Date.now()) {
  if (r.video_status !== 'scheduled' || !r.video_schedule) return false;
  return now > new Date(r.video_schedule).getTime() + VIDEO_LINK_VALID_MS;
}

/** WNI / WNA, as Indonesian forms write it: the long names would push the schedule out of view. */
const citizenshipText = (code: string) => (code ? code.toUpperCase() : '-');

function scheduleText(r: KycListItem): string {
  if (r.video_status === 'done') return MSG.videoStatusDone;
  if (r.video_status === 'scheduled' && r.video_schedule) return formatWibDateTime(r.video_schedule);
  return MSG.videoStatusNew;
}

export default function VideoCallListPage() {
  usePageTitle(MSG.videoListTitle);
  const { role } = useSession();
  const officer = role === ROLES.videoOfficer;
  const [params, setParams] = useQueryParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('q') ?? '';
  const list = useVideoCallList(page, search);
  const [scheduling, setScheduling] = useState<KycListItem | null>(null);
  const [joining, setJoining] = useState<KycListItem | null>(null);
  const accept = useAcceptVideo();

  const [accepting, setAccepting] = useState<KycListItem | null>(null);

  async function acceptVideo(r: KycListItem) {
    try {
      const reply = await accept.mutateAsync(r._id);
      notifySuccess(reply.data.message);
      setAccepting(null);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  }

  const columns: DataTableColumn<KycListItem>[] = [
    { accessor: 'no', title: 'No', width: 56, render: (_r, i) => (page - 1) * VIDEO_LIST_PAGE_SIZE + i + 1 },
    { accessor: 'fullname', title: MSG.colName },
    {
      accessor: 'place_of_birth',
      title: MSG.colBirth,
      render: (r) => `${dash(r.place_of_birth)}, ${r.date_of_birth ? formatDateId(r.date_of_birth) : '-'}`,
    },
    {
      accessor: 'citizenship',
      title: MSG.videoColCitizenship,
      render: (r) => citizenshipText(r.citizenship),
    },
    { accessor: 'phonenumber', title: MSG.colPhone, render: (r) => dash(r.phonenumber) },
    { accessor: 'npwp_no', title: MSG.colNpwp, render: (r) => dash(r.npwp_no) },
    { accessor: 'ktp_no', title: MSG.colNik, render: (r) => dash(r.ktp_no) },
    { accessor: 'video_schedule', title: MSG.videoColSchedule, render: scheduleText },
    {
      accessor: 'actions',
      title: MSG.colAction,
      render: (r) => {
        const expired = linkExpired(r);
        const started = r.video_schedule !== null && Date.now() >= new Date(r.video_schedule).getTime();
        return (
          <Group gap={6} wrap="nowrap">
            <Button component={Link} to={paths.adminDetail(r._id)} size="compact-sm" variant="default">
              {MSG.actionDetail}
            </Button>
            {officer && (r.video_status === 'new' || expired) && (
              <Button size="compact-sm" onClick={() => setScheduling(r)}>
                {MSG.actionCreateRoom}
              </Button>
            )}
            {officer && r.video_status === 'scheduled' && !expired && (
              <Button size="compact-sm" color="teal" onClick={() => setJoining(r)}>
                {MSG.actionJoinRoom}
              </Button>
            )}
            {officer && r.video_status === 'scheduled' && started && (
              <Button size="compact-sm" variant="light" color="teal" onClick={() => setAccepting(r)}>
                {MSG.actionAcceptVideo}
              </Button>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1} fz={24}>
        {MSG.videoListTitle}
      </Title>
      <ListSearch value={search} onSearch={(q) => setParams(q ? { q } : {})} />
      <ListState query={list}>
        <PagedTable<KycListItem>
          idAccessor="_id"
          records={list.data?.nasabah ?? []}
          columns={columns}
          fetching={list.isFetching}
          total={list.data?.count ?? 0}
          page={page}
          pageSize={VIDEO_LIST_PAGE_SIZE}
          noRecordsText={search ? fillTemplate(MSG.participantSearchEmpty, { q: search }) : undefined}
          onPageChange={(p) =>
            setParams({ ...(search ? { q: search } : {}), ...(p > 1 ? { page: String(p) } : {}) })
          }
        />
      </ListState>
      {list.data && list.data.count > 0 && (
        <Text size="sm" c="dimmed">
          {MSG.totalLabel}: {list.data.count}
        </Text>
      )}
      <ScheduleCallModal participant={scheduling} onClose={() => setScheduling(null)} />
      <Modal
        opened={accepting !== null}
        onClose={() => setAccepting(null)}
        title={MSG.actionAcceptVideo}
        centered
      >
        <Stack>
          <Text size="sm" fw={600}>
            {accepting?.fullname}
          </Text>
          <Text size="sm">{MSG.videoAcceptConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAccepting(null)}>
              {MSG.actionCancel}
            </Button>
            <Button
              color="teal"
              loading={accept.isPending}
              onClick={() => accepting && void acceptVideo(accepting)}
            >
              {MSG.actionAgree}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <JoinRoomModal participant={joining} onClose={() => setJoining(null)} onCreateRoom={setScheduling} />
    </Stack>
  );
}
