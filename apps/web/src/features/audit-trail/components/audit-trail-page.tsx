/**
 * /audit-trail (docs/product/back-office.md § Screens): every audited staff action, newest first, 10 a page, filtered by kind
 * (the catalogue's Indonesian labels, audit-actions.ts) and by operator, the page and the filters
 * in the URL; the columns of docs/product/back-office.md § Screens plus the kind, and the 'Detail Audit' dialog with the city and IP
 * the server recorded. `?participant=<id>` (the participant detail's link) narrows it to one
 * participant, the staff's reads of their data included.
 */
import {
  type Activity,
  AUDIT_STAFF_ACTION_KEYS,
  AUDIT_STAFF_ACTIONS,
  auditActionText,
  BACKOFFICE_PAGE_SIZE,
  formatWibDateTime,
  MSG,
  statusNasabahText,
} from '@kilau/shared';
import { Badge, Button, Group, Modal, NativeSelect, Stack, Table } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { PagedTable } from '../../../components/ui/paged-table';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/staff-paths';
import { useListParams } from '../../../lib/use-list-params';
import { usePageTitle } from '../../../lib/use-page-title';
import { useActivity, useActivityDetail, useActivityOperators } from '../api/activity';

const dash = (v: string | null | undefined) => (v ? v : '-');
const statusText = statusNasabahText;

/** The info column is JSON text (docs/product/back-office.md § Records and fields); a malformed one shows as it is. */
export function parseInfo(info: string): { city: string; ip: string } {
  try {
    const v = JSON.parse(info) as { city?: unknown; userIP?: unknown };
    return {
      city: typeof v.city === 'string' ? v.city : '',
      ip: typeof v.userIP === 'string' ? v.userIP : '',
    };
  } catch {
    return { city: '', ip: info };
  }
}

const infoText = (info: string) => {
  const { city, ip } = parseInfo(info);
  return `${city || '-'} · ${ip || '-'}`;
};

function AuditDetail({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useActivityDetail(id);
  const a = detail.data;
  return (
    <Modal opened={id !== null} onClose={onClose} title={MSG.auditDetailTitle} centered size="lg">
      {!a ? (
        <QueryState isLoading={detail.isLoading} error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <Table variant="vertical" withTableBorder>
          <Table.Tbody>
            {[
              [MSG.auditColKind, auditActionText(a.action, a.outcome)],
              [MSG.colName, a.fullname],
              [MSG.auditColOperator, dash(a.operator_id?.fullname)],
              [MSG.colPlatform, dash(a.app_name)],
              [MSG.detailStatus, statusText(a.status)],
              [MSG.colReason, dash(a.description)],
              [MSG.auditColVerifiedAt, formatWibDateTime(a.updated_at)],
              [MSG.auditInfo, infoText(a.info)],
            ].map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={180}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}

export default function AuditTrailPage() {
  usePageTitle(MSG.auditTitle);
  const [params, setParam, setParams] = useListParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const action = params.get('action') ?? '';
  const operator = params.get('operator') ?? '';
  const participant = params.get('participant') ?? '';
  const list = useActivity(page, {
    action: action || undefined,
    operator: operator || undefined,
    participant: participant || undefined,
  });
  const operators = useActivityOperators();
  const [open, setOpen] = useState<string | null>(null);
  const columns: DataTableColumn<Activity>[] = [
    { accessor: 'no', title: 'No', width: 56, render: (_r, i) => (page - 1) * BACKOFFICE_PAGE_SIZE + i + 1 },
    { accessor: 'fullname', title: MSG.auditColParticipant },
    { accessor: 'status', title: MSG.auditColStatus, render: (r) => statusText(r.status) },
    {
      accessor: 'created_at',
      title: MSG.colRegisteredAt,
      render: (r) => (r.created_at ? formatWibDateTime(r.created_at) : '-'),
    },
    { accessor: 'action', title: MSG.auditColKind, render: (r) => auditActionText(r.action, r.outcome) },
    { accessor: 'operator', title: MSG.auditColOperator, render: (r) => dash(r.operator_id?.fullname) },
    { accessor: 'updated_at', title: MSG.auditColVerifiedAt, render: (r) => formatWibDateTime(r.updated_at) },
    {
      accessor: 'detail',
      title: MSG.colAction,
      render: (r) => (
        <Group gap={6} wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => setOpen(r._id)}>
            {MSG.actionDetail}
          </Button>
          {r.participant_id && (
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to={paths.participantTimeline(r.participant_id)}
            >
              {MSG.timelineOpenFromTrail}
            </Button>
          )}
        </Group>
      ),
    },
  ];
  const total = list.data?.total ?? 0;
  const filtered = action !== '' || operator !== '' || participant !== '';
  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.auditTitle} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={MSG.auditFilterKind}
          value={action}
          onChange={(e) => setParam({ action: e.currentTarget.value || null, page: null })}
          data={[
            { value: '', label: MSG.auditFilterAllKinds },
            ...AUDIT_STAFF_ACTION_KEYS.map((k) => ({ value: k, label: AUDIT_STAFF_ACTIONS[k] })),
          ]}
        />
        <NativeSelect
          label={MSG.auditFilterOperator}
          value={operator}
          onChange={(e) => setParam({ operator: e.currentTarget.value || null, page: null })}
          data={[
            { value: '', label: MSG.auditFilterAllOperators },
            ...(operators.data ?? []).map((o) => ({ value: o._id, label: `${o.fullname} (${o.username})` })),
          ]}
        />
        {participant && (
          <Badge variant="light" size="lg">
            {MSG.auditTrailParticipantFilter}
          </Badge>
        )}
        {filtered && (
          <Button variant="subtle" onClick={() => setParams({})}>
            {MSG.usersResetFilter}
          </Button>
        )}
      </Group>
      <ListState query={list} tableLoads>
        <PagedTable<Activity>
          idAccessor="_id"
          records={list.data?.activity ?? []}
          columns={columns}
          fetching={list.isFetching}
          total={total}
          page={page}
          noRecordsText={filtered ? MSG.auditNoRows : undefined}
          onPageChange={(p) => setParam({ page: p > 1 ? String(p) : null })}
        />
      </ListState>
      <AuditDetail id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
