/**
 * /nsb-video-call (docs/product/back-office.md § Screens): the new participants for video verification, 5 a page, the next
 * calls first, with 'Hari ini' for today's calls. Detail for everyone who may read the list;
 * CreateRoom, JoinRoom, Ubah Jadwal, Batalkan and Terima Video only for the video officer (role 6):
 * CreateRoom while video_status is new (or the link has expired), JoinRoom while it is scheduled
 * (before its window the button says when the room opens), Terima Video when the server offers it
 * (the call was recorded with consent, decision 0082), else why not. The page and the filter are
 * kept in the URL.
 */
import {
  fillTemplate,
  formatDateId,
  formatWibShort,
  type KycListItem,
  MSG,
  ROLES,
  VIDEO_LINK_VALID_MS,
  VIDEO_LIST_PAGE_SIZE,
} from '@kilau/shared';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { DetailLink } from '../../../components/backoffice/detail-link';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { ListSearch } from '../../../components/ui/list-search';
import { PagedTable } from '../../../components/ui/paged-table';
import { ValuePair } from '../../../components/ui/value-pair';
import { VideoStatusBadge } from '../../../components/ui/video-status-badge';
import { paths } from '../../../config/staff-paths';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useAcceptVideo } from '../../../lib/staff/accept-video';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCancelCall, useReloadCalls, useVideoCallList } from '../api/video-call';
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

/**
 * The row's buttons wrap their words instead of cutting them: 'Dibuka 12 Des 2026 10.00 WIB' is
 * wider than the actions column on a phone, where the column is pinned and narrow.
 */
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--button-height-compact-sm)', paddingBlock: 3 },
  label: { whiteSpace: 'normal', height: 'auto', overflow: 'visible', textAlign: 'center', lineHeight: 1.3 },
} as const;

/** Why Terima Video is not offered now (the server's words), unless the room has not opened yet. */
function acceptReason(r: KycListItem, started: boolean): string | null {
  if (!started) return null;
  return r.unavailable_actions.find((u) => u.action === 'accept_video')?.reason ?? null;
}

export default function VideoCallListPage() {
  usePageTitle(MSG.videoListTitle);
  const { role } = useSession();
  const officer = role === ROLES.videoOfficer;
  const [params, setParam] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const today = params.get('filter') === 'today';
  const search = params.get('q') ?? '';
  const list = useVideoCallList(page, today, search);
  /** The filter, the search and the page as the URL keeps them. */
  const go = (next: { today?: boolean; q?: string; page?: number }) =>
    setParam({
      ...(next.today === undefined ? {} : { filter: next.today ? 'today' : null }),
      ...(next.q === undefined ? {} : { q: next.q }),
      page: next.page && next.page > 1 ? String(next.page) : null,
    });
  const [rescheduling, setRescheduling] = useState<KycListItem | null>(null);
  const [cancelling, setCancelling] = useState<KycListItem | null>(null);
  const cancel = useCancelCall();
  const reloadCalls = useReloadCalls();
  const [scheduling, setScheduling] = useState<KycListItem | null>(null);
  const [joining, setJoining] = useState<KycListItem | null>(null);
  const accept = useAcceptVideo();

  const [accepting, setAccepting] = useState<KycListItem | null>(null);

  async function cancelCall(r: KycListItem) {
    try {
      const reply = await cancel.mutateAsync(r._id);
      notifySuccess(reply.data.message);
      setCancelling(null);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  }

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
    // Pairs share a column (ValuePair), so that the list fits beside the navigation at 1280 px.
    {
      accessor: 'fullname',
      title: `${MSG.colName} / ${MSG.colPhone}`,
      render: (r) => <ValuePair first={r.fullname} second={dash(r.phonenumber)} />,
    },
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
    {
      accessor: 'ktp_no',
      title: `${MSG.colNik} / ${MSG.colNpwp}`,
      render: (r) => <ValuePair first={dash(r.ktp_no)} second={dash(r.npwp_no)} />,
    },
    {
      accessor: 'video_schedule',
      title: MSG.videoColSchedule,
      render: (r) => <VideoStatusBadge status={r.video_status} schedule={r.video_schedule} wrap />,
    },
    {
      accessor: 'actions',
      title: MSG.colAction,
      render: (r) => {
        const expired = linkExpired(r);
        const started = r.video_schedule !== null && Date.now() >= new Date(r.video_schedule).getTime();
        const scheduled = officer && r.video_status === 'scheduled';
        const why = officer ? acceptReason(r, started) : null;
        return (
          <Stack gap={4}>
            <Group gap={6} wrap="wrap" maw={240}>
              <DetailLink to={paths.adminDetail(r._id)} variant="default" />
              {officer && (r.video_status === 'new' || expired) && (
                <Button size="compact-sm" styles={WRAPPING} onClick={() => setScheduling(r)}>
                  {MSG.actionCreateRoom}
                </Button>
              )}
              {scheduled && !expired && (
                // Before its window the button says when the room opens; it still shows the catalogue's 403 text.
                <Button
                  size="compact-sm"
                  styles={WRAPPING}
                  color="teal"
                  variant={started ? 'filled' : 'light'}
                  onClick={() => setJoining(r)}
                >
                  {started || !r.video_schedule
                    ? MSG.actionJoinRoom
                    : fillTemplate(MSG.videoRoomOpensAt, { when: formatWibShort(r.video_schedule) })}
                </Button>
              )}
              {r.allowed_actions.includes('accept_video') && (
                <Button
                  size="compact-sm"
                  styles={WRAPPING}
                  variant="light"
                  color="teal"
                  onClick={() => setAccepting(r)}
                >
                  {MSG.actionAcceptVideo}
                </Button>
              )}
              {scheduled && (
                <Button
                  size="compact-sm"
                  styles={WRAPPING}
                  variant="default"
                  onClick={() => setRescheduling(r)}
                >
                  {MSG.actionReschedule}
                </Button>
              )}
              {scheduled && (
                <Button
                  size="compact-sm"
                  styles={WRAPPING}
                  variant="subtle"
                  color="red"
                  onClick={() => setCancelling(r)}
                >
                  {MSG.actionCancelCall}
                </Button>
              )}
            </Group>
            {why && (
              <Text size="xs" c="dimmed" maw={240} data-testid="action-unavailable">
                {why}
              </Text>
            )}
          </Stack>
        );
      },
    },
  ];

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.videoListTitle} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <ListSearch value={search} onSearch={(q) => go({ q })} />
        <SegmentedControl
          w="fit-content"
          aria-label={MSG.videoFilterLabel}
          value={today ? 'today' : 'all'}
          onChange={(v) => go({ today: v === 'today' })}
          data={[
            { value: 'all', label: MSG.videoFilterAll },
            { value: 'today', label: MSG.videoFilterToday },
          ]}
        />
      </Group>
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
          onPageChange={(p) => go({ page: p })}
        />
      </ListState>
      {list.data && list.data.count > 0 && (
        <Text size="sm" c="dimmed">
          {MSG.totalLabel}: {list.data.count}
        </Text>
      )}
      <ScheduleCallModal participant={scheduling} onClose={() => setScheduling(null)} />
      <ScheduleCallModal participant={rescheduling} onClose={() => setRescheduling(null)} mode="reschedule" />
      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={MSG.actionCancelCall}
        centered
      >
        <Stack>
          <Text size="sm" fw={600}>
            {cancelling?.fullname}
          </Text>
          <Text size="sm">{MSG.videoCancelConfirm}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setCancelling(null)}>
              {MSG.buttonClose}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancelling && void cancelCall(cancelling)}
            >
              {MSG.actionCancelCall}
            </Button>
          </Group>
        </Stack>
      </Modal>
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
      <JoinRoomModal
        participant={joining}
        onClose={() => {
          setJoining(null);
          // The call's recording may now let the video be accepted: the row says so.
          void reloadCalls();
        }}
        onCreateRoom={setScheduling}
      />
    </Stack>
  );
}
