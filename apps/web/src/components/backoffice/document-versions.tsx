/**
 * The versions of a versioned policy document (the risk model's, decision 0189; the monitoring
 * scenario set's, decision 0214): both live the same life (draft → proposed → active → retired,
 * or declined) and are worked the same way, so one table shows either. Each page gives its own
 * texts and what stands under a version's name.
 */
import { formatWibDateTime, MSG, type RiskModelStatus, type RiskModelVersion } from '@kilau/shared';
import { Badge, Button, Card, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableScrollContainer } from '../../lib/table-scroll-container';

/** What every document's version carries (documentVersionFields) and all the table reads. */
export type DocumentVersion = Pick<
  RiskModelVersion,
  | 'version'
  | 'status'
  | 'created_by'
  | 'created_at'
  | 'proposed_by'
  | 'proposed_at'
  | 'decided_by'
  | 'decision_reason'
  | 'can_decide'
>;

/** One page's words for its versions: the same actions, each document its own messages. */
export interface VersionTexts {
  colVersion: string;
  colStatus: string;
  colBy: string;
  dryRun: string;
  propose: string;
  proposeQuestion: string;
  /** What a success reports, a template with {version} (as `activated` and `declined`). */
  proposed: string;
  activate: string;
  activateQuestion: string;
  activated: string;
  decline: string;
  /** Template with {version}. */
  declineTitle: string;
  declined: string;
  /** Said instead of the buttons to whoever proposed the version: another person decides. */
  ownProposal: string;
}

/** The decision a version's button opens a dialog for; null: no dialog. */
export type VersionDialog = { kind: 'propose' | 'activate' | 'decline'; version: string } | null;

/** Both documents' statuses are the risk model's (SCENARIO_SET_STATUSES = RISK_MODEL_STATUSES). */
export const VERSION_STATUS: Record<RiskModelStatus, { label: string; color: string }> = {
  draft: { label: MSG.riskModelStatusDraft, color: 'gray' },
  proposed: { label: MSG.riskModelStatusProposed, color: 'orange' },
  active: { label: MSG.riskModelStatusActive, color: 'teal' },
  retired: { label: MSG.riskModelStatusRetired, color: 'gray' },
  declined: { label: MSG.riskModelStatusDeclined, color: 'red' },
};

export function VersionStatusBadge({ status }: { status: RiskModelStatus }) {
  return (
    // A label as long as 'Tidak dipakai' is shown whole, not cut with an ellipsis.
    <Badge color={VERSION_STATUS[status].color} variant="light" styles={{ label: { overflow: 'visible' } }}>
      {VERSION_STATUS[status].label}
    </Badge>
  );
}

/** Who made, proposed and decided the version (with when, for the first two); '—' for the shipped one. */
export function versionAuthors(v: DocumentVersion): string {
  const parts = [
    v.created_by && `${v.created_by.fullname}, ${formatWibDateTime(v.created_at)}`,
    v.proposed_by && v.proposed_at && `${v.proposed_by.fullname}, ${formatWibDateTime(v.proposed_at)}`,
    v.decided_by?.fullname,
  ].filter(Boolean);
  return parts.join(' · ') || '—';
}

interface ActionProps {
  texts: VersionTexts;
  /** The version whose dry run is running: its button spins. */
  trying: string | null | undefined;
  /** Whether a dry run may start (the scenario set's needs a valid period); yes unless given. */
  canTry?: boolean;
  onTry: (version: string) => void;
  onDialog: (dialog: VersionDialog) => void;
}

export function VersionsTable<V extends DocumentVersion>({
  testId,
  versions,
  detail,
  ...actions
}: ActionProps & {
  testId: string;
  versions: V[];
  /** What stands under the version's name (the model's description, the set's scenario count). */
  detail: (version: V) => ReactNode;
}) {
  const { texts } = actions;
  return (
    <Card withBorder padding="md">
      <TableScrollContainer minWidth={760}>
        <Table striped data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.colVersion}</Table.Th>
              <Table.Th>{texts.colStatus}</Table.Th>
              <Table.Th>{texts.colBy}</Table.Th>
              <Table.Th>{MSG.colAction}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((v) => (
              <Table.Tr key={v.version}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {v.version}
                  </Text>
                  {detail(v)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <VersionStatusBadge status={v.status} />
                  {v.decision_reason && (
                    // The badge stays on one line; the decline's reason wraps.
                    <Text size="xs" maw={260} style={{ whiteSpace: 'normal' }}>
                      {v.decision_reason}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs">{versionAuthors(v)}</Text>
                </Table.Td>
                <Table.Td>
                  <VersionActions version={v} {...actions} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollContainer>
    </Card>
  );
}

/**
 * What may be done to a version now: a draft or a proposal tried; a draft proposed; a proposal
 * activated or declined by anyone but whoever proposed it (four eyes), who reads why not.
 */
function VersionActions({
  version: v,
  texts,
  trying,
  canTry = true,
  onTry,
  onDialog,
}: ActionProps & { version: DocumentVersion }) {
  const open = (kind: 'propose' | 'activate' | 'decline') => onDialog({ kind, version: v.version });
  return (
    <Group gap="xs" wrap="wrap">
      {(v.status === 'draft' || v.status === 'proposed') && (
        <Button
          size="compact-sm"
          variant="default"
          loading={trying === v.version}
          disabled={!canTry}
          onClick={() => onTry(v.version)}
        >
          {texts.dryRun}
        </Button>
      )}
      {v.status === 'draft' && (
        <Button size="compact-sm" onClick={() => open('propose')}>
          {texts.propose}
        </Button>
      )}
      {v.status === 'proposed' &&
        (v.can_decide ? (
          <>
            <Button size="compact-sm" color="teal.9" onClick={() => open('activate')}>
              {texts.activate}
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={() => open('decline')}>
              {texts.decline}
            </Button>
          </>
        ) : (
          <Text size="xs" c="dimmed">
            {texts.ownProposal}
          </Text>
        ))}
    </Group>
  );
}
