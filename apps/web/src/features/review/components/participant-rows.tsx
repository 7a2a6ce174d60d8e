/**
 * A participant list's rows (decision 0134): on a wide screen compact table rows of two lines
 * each, so that a page of ten fits a 1280×800 screen beside the navigation with every column of
 * decision 0095 in view; on a phone one card per participant with the same facts, each named.
 */
import {
  BACKOFFICE_PAGE_SIZE,
  formatDateId,
  formatWibShort,
  type KycListItem,
  MSG,
  statusNasabahText,
} from '@kilau/shared';
import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import 'dayjs/locale/id';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { RiskLevelText } from '../../../components/backoffice/risk-level-text';
import { RowLines } from '../../../components/backoffice/row-lines';
import { VideoStatusBadge, videoStatusText } from '../../../components/ui/video-status-badge';
import type { CaseListSlot } from '../lib/case-slot';
import type { ListConfig } from '../lib/list-variants';
import { ReviewActionButtons, UnavailableReasons } from './review-actions-bar';

const dash = (v: string | null | undefined) => (v ? v : '-');
/** '11 Sep 1969': the short month keeps the column narrow (the whole date on hover and on a phone). */
const birthDate = (r: KycListItem) =>
  r.date_of_birth ? dayjs(r.date_of_birth).locale('id').format('DD MMM YYYY') : '-';
/** An instant in a row: '05 Des 2026 14.00' (the column's times are all WIB; the whole on hover). */
const rowTime = (iso: string) => formatWibShort(iso).replace(/ WIB$/, '');
/** 'Bandung, 02 Agustus 1969': on a card, where there is room. */
const birth = (r: KycListItem) =>
  [r.place_of_birth, r.date_of_birth ? formatDateId(r.date_of_birth) : ''].filter(Boolean).join(', ') || '-';

/** The video call in a row: its state under the column's title, the scheduled time below. */
function VideoCell({ r }: { r: KycListItem }) {
  const when = r.video_status === 'scheduled' && r.video_schedule ? r.video_schedule : null;
  const word =
    r.video_status === 'done' ? MSG.listVideoDone : when ? MSG.listVideoScheduled : MSG.listVideoNew;
  return (
    <Stack gap={0} data-testid="video-status" title={videoStatusText(r.video_status, r.video_schedule)}>
      <Text inherit fw={500} maw={75} c={r.video_status === 'done' ? 'teal.9' : when ? 'blue.9' : 'dimmed'}>
        {word}
      </Text>
      {when && (
        <Text inherit c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {/* A call is days away at most: '05 Des 14.00' (the year on hover). */}
          {rowTime(when).replace(/ \d{4} /, ' ')}
        </Text>
      )}
    </Stack>
  );
}
/** What the rows need besides the participant: the list, the case parts, the actions. */
export interface RowContext {
  config: ListConfig;
  page: number;
  caseSlot: CaseListSlot;
  /** Detail, the review buttons and why one is missing, for one participant. */
  actions: (r: KycListItem) => ReactNode;
}

export function ClosedBadge() {
  return (
    <Badge color="gray" variant="light" size="sm" data-testid="participant-closed">
      {MSG.statusClosed}
    </Badge>
  );
}

/**
 * The columns' widths (px) in the compact table's fixed layout (paged-table.css): each as wide as
 * its values in small type; the name takes the rest (about 130 px on the new list at 1280 px, cut
 * with the whole name on hover): the table never grows under its pinned actions column (0095).
 */
const WIDTH = { no: 30, nik: 136, birth: 88, platform: 88, video: 80, registered: 138 } as const;

/** The table's columns: each cell at most two lines, the second dimmed (decision 0134). */
export function participantColumns({
  config,
  page,
  caseSlot,
  actions,
  actionsWidth,
}: RowContext & {
  /** As wide as the buttons the page's rows offer side by side (rowActionsWidth). */
  actionsWidth: number;
}): DataTableColumn<KycListItem>[] {
  return [
    {
      accessor: 'no',
      title: 'No',
      width: WIDTH.no,
      render: (_r, i) => (page - 1) * BACKOFFICE_PAGE_SIZE + i + 1,
    },
    {
      accessor: 'fullname',
      title: `${MSG.colName} / ${MSG.colPhone}`,
      // No width: the name takes the room the others leave, cut with the whole name on hover.
      render: (r) => (
        <RowLines
          strong
          first={dash(r.fullname)}
          // The level first, where the narrow column keeps it in view; the phone follows (whole on hover).
          second={
            <>
              {r.risk_level && (
                <>
                  <RiskLevelText level={r.risk_level} labelled />
                  {' · '}
                </>
              )}
              {dash(r.phonenumber)}
            </>
          }
        />
      ),
    },
    {
      accessor: 'ktp_no',
      // The NPWP under the NIK on every list: one 'Peserta Baru' serves the broker too (decision 0134).
      title: `${MSG.colNik} / ${MSG.colNpwp}`,
      width: WIDTH.nik,
      render: (r) => <RowLines first={r.ktp_no} second={dash(r.npwp_no)} />,
    },
    {
      accessor: 'birth',
      title: MSG.colBirthShort,
      width: WIDTH.birth,
      render: (r) => (
        <RowLines
          first={dash(r.place_of_birth)}
          second={
            <span title={r.date_of_birth ? formatDateId(r.date_of_birth) : undefined}>{birthDate(r)}</span>
          }
        />
      ),
    },
    {
      accessor: 'platform_name',
      title: `${MSG.colPlatform} / ${MSG.colBank}`,
      width: WIDTH.platform,
      render: (r) => <RowLines first={r.platform_name} second={dash(r.bank?.name)} />,
    },
    ...(config.status === 4
      ? [
          {
            accessor: 'account',
            title: `${MSG.colHoldingAccount} / ${MSG.colGoldAccount}`,
            render: (r: KycListItem) => (
              <RowLines
                first={dash(r.trade_account.bank_account.etb_no)}
                second={dash(r.trade_account.bank_account.account_no)}
              />
            ),
          },
        ]
      : []),
    ...(config.status === 5 || config.status === 6
      ? [
          {
            accessor: 'description',
            title: MSG.colReason,
            render: (r: KycListItem) => (
              <Text inherit lineClamp={2} maw={220} title={r.description ?? undefined}>
                {dash(r.description)}
              </Text>
            ),
          },
        ]
      : []),
    ...(config.status === null
      ? [
          {
            accessor: 'status_nasabah',
            title: MSG.detailStatus,
            render: (r: KycListItem) => statusNasabahText(r.status_nasabah, r.account_closed),
          },
        ]
      : []),
    ...(config.status === 2
      ? [
          {
            accessor: 'video_status',
            title: MSG.videoColSchedule,
            width: WIDTH.video,
            render: (r: KycListItem) => <VideoCell r={r} />,
          },
        ]
      : []),
    ...caseSlot.columns,
    {
      accessor: 'created_at',
      width: WIDTH.registered,
      title: caseSlot.underRegisteredTitle
        ? `${MSG.colRegisteredAtShort} / ${caseSlot.underRegisteredTitle}`
        : MSG.colRegisteredAt,
      render: (r) => (
        <Stack gap={0}>
          <Text inherit style={{ whiteSpace: 'nowrap' }} title={formatWibShort(r.created_at)}>
            {rowTime(r.created_at)}
          </Text>
          {caseSlot.underRegistered?.(r)}
        </Stack>
      ),
    },
    {
      accessor: 'actions',
      title: MSG.colAction,
      width: actionsWidth,
      render: actions,
    },
  ];
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** One participant on a phone: the name, its status, the facts by name, then the actions. */
export function ParticipantCard({
  r,
  index,
  context: { config, page, caseSlot },
  detailLink,
  onAction,
}: {
  r: KycListItem;
  index: number;
  context: RowContext;
  detailLink: ReactNode;
  onAction: Parameters<typeof ReviewActionButtons>[0]['onAction'];
}) {
  return (
    <Card withBorder padding="sm" data-testid="participant-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
            <Text span c="dimmed" fz="sm" mr={6}>
              {(page - 1) * BACKOFFICE_PAGE_SIZE + index + 1}.
            </Text>
            {dash(r.fullname)}
          </Title>
          {r.account_closed ? (
            <ClosedBadge />
          ) : (
            config.status === null && (
              <Badge variant="light" size="sm">
                {statusNasabahText(r.status_nasabah, r.account_closed)}
              </Badge>
            )
          )}
        </Group>
        {config.status === 2 && <VideoStatusBadge status={r.video_status} schedule={r.video_schedule} wrap />}
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <Fact label={MSG.colNik}>{r.ktp_no}</Fact>
          <Fact label={MSG.colPhone}>{dash(r.phonenumber)}</Fact>
          <Fact label={MSG.colBirth}>{birth(r)}</Fact>
          <Fact label={`${MSG.colPlatform} / ${MSG.colBank}`}>
            {r.platform_name} · {dash(r.bank?.name)}
          </Fact>
          <Fact label={MSG.colNpwp}>{dash(r.npwp_no)}</Fact>
          {config.status === 4 && (
            <>
              <Fact label={MSG.colHoldingAccount}>{dash(r.trade_account.bank_account.etb_no)}</Fact>
              <Fact label={MSG.colGoldAccount}>{dash(r.trade_account.bank_account.account_no)}</Fact>
            </>
          )}
          <Fact label={MSG.colRegisteredAt}>{rowTime(r.created_at)}</Fact>
          {r.risk_level && (
            <Fact label={MSG.colRisk}>
              <RiskLevelText level={r.risk_level} />
            </Fact>
          )}
          {caseSlot.cardFacts?.(r).map((f) => (
            <Fact key={f.label} label={f.label}>
              {f.value}
            </Fact>
          ))}
        </SimpleGrid>
        {(config.status === 5 || config.status === 6) && (
          <Fact label={MSG.colReason}>{dash(r.description)}</Fact>
        )}
        <Group gap={6} wrap="wrap">
          {detailLink}
          <ReviewActionButtons item={r} onAction={onAction} />
        </Group>
        <UnavailableReasons item={r} small />
      </Stack>
    </Card>
  );
}
