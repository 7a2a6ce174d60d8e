/**
 * One match of the screening panel: the participant's data as screened beside the list entry
 * (its source, reference, names and aliases, birth dates as the list gives them, places,
 * nationalities, documents, details such as the Densus code), the score and why, and the decision:
 * 'Bukan kecocokan' / 'Konfirmasi kecocokan' proposed with a reason for a second person, or the
 * proposal already waiting. A decided match is collapsed to who decided and who checked it.
 */
import {
  fillTemplate,
  formatDateId,
  formatWibDateTime,
  type ListEntry,
  MSG,
  type ScreeningMatch,
  type ScreeningSubject,
  SOURCE_LABELS,
} from '@kilau/shared';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/staff-paths';
import { useFourEyes } from '../../../lib/staff/four-eyes';
import { MATCH_STATUS_COLOR, MATCH_STATUS_TEXT } from '../../../lib/staff/match-status';
import { partialDateText } from '../lib/partial-date';
import { MatchBreakdown, percent } from './match-breakdown';

type Row = [label: string, value: string];

/** The fields the list parsers store, by their Indonesian names (decision 0128). */
const DETAIL_LABEL: Readonly<Record<string, string>> = {
  data_id: MSG.screeningDetailDataId,
  un_list_type: MSG.screeningDetailUnListType,
  listed_on: MSG.screeningDetailListedOn,
  comments: MSG.screeningDetailComments,
  kode_densus: MSG.screeningDetailDensusCode,
  no: MSG.screeningDetailNo,
  deskripsi: MSG.screeningDetailDescription,
  // A PEP list's (decision 0193).
  gender: MSG.screeningDetailGender,
  topics: MSG.screeningDetailTopics,
  datasets: MSG.screeningDetailDatasets,
};

/**
 * A list's field as a label: its Indonesian name, else the column's own name made readable
 * ('kode_wilayah' → 'Kode wilayah') for a field a future list brings.
 */
export function detailLabel(key: string): string {
  const known = DETAIL_LABEL[key];
  if (known) return known;
  const words = key.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The UN's LISTED_ON is an ISO day: written the Indonesian way, as every other date on the card. */
function detailValue(key: string, value: string): string {
  return key === 'listed_on' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDateId(value) : value;
}

function Facts({ rows }: { rows: Row[] }) {
  return (
    <Stack gap={4}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value || '-'}
          </Text>
        </div>
      ))}
    </Stack>
  );
}

function subjectRows(s: ScreeningSubject): Row[] {
  return [
    [MSG.screeningName, s.name],
    [MSG.screeningBirthDates, s.birth_date ? formatDateId(s.birth_date) : ''],
    [MSG.screeningBirthPlaces, s.birth_place],
    [MSG.screeningNationalities, s.nationality],
    [MSG.ktpNoLabel, s.nik],
  ];
}

const QUALITY_TEXT = { good: MSG.screeningAliasGood, low: MSG.screeningAliasLow, unknown: '' } as const;

function entryRows(e: ListEntry): Row[] {
  const aliases = e.aliases
    .map((a) => (QUALITY_TEXT[a.quality] ? `${a.name} (${QUALITY_TEXT[a.quality]})` : a.name))
    .join('\n');
  return [
    [MSG.screeningName, e.name],
    // A PEP list's entry: the public functions held, as the list words them (decision 0193).
    ...(e.positions ? [[MSG.screeningDetailPositions, e.positions.join('\n')] as Row] : []),
    [MSG.screeningAliases, aliases],
    [MSG.screeningBirthDates, e.birth_dates.map(partialDateText).join(', ')],
    [MSG.screeningBirthPlaces, e.birth_places.join(', ')],
    [MSG.screeningNationalities, e.nationalities.join(', ')],
    [MSG.screeningDocuments, e.documents.map((d) => `${d.type}: ${d.number}`).join('\n')],
    [MSG.screeningAddresses, e.addresses.join('\n')],
    ...Object.entries(e.details).map(([k, v]): Row => [detailLabel(k), detailValue(k, v)]),
  ];
}

/**
 * The list entry as published, on red: beside the participant here, and beside the participant's
 * data and documents in a proposal's evidence (the app layer hands it to the four-eyes page).
 */
export function ListEntryCard({ match: m }: { match: ScreeningMatch }) {
  return (
    <Card withBorder padding="xs" bg="red.0" data-testid="list-entry">
      <Text fw={700} size="sm" mb={6}>
        {MSG.screeningListEntry} ({SOURCE_LABELS[m.source]})
      </Text>
      {m.source === 'kilau' ? (
        // Kilau's own blacklist: the reference is the blacklisted participant; open them.
        <Anchor component={Link} to={paths.adminDetail(m.entry.ref)} size="sm">
          {MSG.screeningKilauParticipant}
        </Anchor>
      ) : null}
      <Facts
        rows={
          m.source === 'kilau' ? entryRows(m.entry) : [[MSG.screeningRef, m.entry.ref], ...entryRows(m.entry)]
        }
      />
    </Card>
  );
}

export interface MatchCardProps {
  match: ScreeningMatch;
  /** The caller may propose a decision on an open match (their role), and the file is not frozen. */
  mayPropose: boolean;
  onPropose: (kind: 'dismiss_match' | 'confirm_match', match: ScreeningMatch) => void;
}

export function MatchCard({ match: m, mayPropose, onPropose }: MatchCardProps) {
  const { PendingProposal } = useFourEyes();
  const decided = m.status !== 'open';
  const [expanded, setExpanded] = useState(!decided);
  const titleId = `match-${m.id}`;
  return (
    <Card withBorder padding="sm" component="section" aria-labelledby={titleId} data-testid="screening-match">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={3} fz="md" id={titleId}>
              {/* Kilau's own blacklist names a participant by id: their name says more. */}
              {SOURCE_LABELS[m.source]} · {m.source === 'kilau' ? m.entry.name : m.entry.ref}
            </Title>
            {m.entry.positions && m.entry.positions.length > 0 && (
              <Text size="sm" fw={600} data-testid="match-positions">
                {MSG.screeningDetailPositions}: {m.entry.positions.join('; ')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {m.version
                ? `${fillTemplate(MSG.screeningListVersion, {
                    version: String(m.version.version_no),
                    at: formatWibDateTime(m.version.uploaded_at),
                  })} · `
                : ''}
              {MSG.screeningFirstSeen}: {formatWibDateTime(m.first_seen_at)}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge color={MATCH_STATUS_COLOR[m.status]} variant={m.status === 'open' ? 'filled' : 'light'}>
              {MATCH_STATUS_TEXT[m.status]}
            </Badge>
            <Badge color="navy" variant="outline" size="lg" data-testid="match-score">
              {MSG.screeningScore} {percent(m.score)}
            </Badge>
          </Group>
        </Group>

        {decided && (
          <Stack gap={2}>
            {m.decided_by && (
              <Text size="sm">
                {MSG.screeningDecidedBy}: <strong>{m.decided_by.fullname}</strong>
                {m.checked_by && (
                  <>
                    {' '}
                    · {MSG.screeningCheckedBy}: <strong>{m.checked_by.fullname}</strong>
                  </>
                )}
                {m.decided_at && ` · ${formatWibDateTime(m.decided_at)}`}
              </Text>
            )}
            {m.decision_reason && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {MSG.proposalReason}: {m.decision_reason}
              </Text>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              w="fit-content"
              px={0}
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? MSG.screeningHideDetails : MSG.screeningShowDetails}
            </Button>
          </Stack>
        )}

        {expanded && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Card withBorder padding="xs" bg="gray.0">
                <Text fw={700} size="sm" mb={6}>
                  {MSG.screeningParticipant}
                </Text>
                <Facts rows={subjectRows(m.subject)} />
              </Card>
              <ListEntryCard match={m} />
            </SimpleGrid>
            <div>
              <Text fw={700} size="sm" mb={4}>
                {MSG.screeningWhy}
              </Text>
              <MatchBreakdown breakdown={m.breakdown} subject={m.subject} entry={m.entry} />
            </div>
          </>
        )}

        {m.pending_proposal ? (
          <PendingProposal proposal={m.pending_proposal} />
        ) : (
          m.status === 'open' &&
          mayPropose && (
            <Group gap="xs">
              <Button variant="default" onClick={() => onPropose('dismiss_match', m)}>
                {MSG.screeningDismiss}
              </Button>
              <Button color="red" variant="light" onClick={() => onPropose('confirm_match', m)}>
                {MSG.screeningConfirm}
              </Button>
            </Group>
          )
        )}
      </Stack>
    </Card>
  );
}
