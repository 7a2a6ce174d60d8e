/**
 * Why a participant matched a list entry, as the matcher scored it (the score's breakdown): both
 * names as they were written (the participant's as typed, the list name that scored best, an alias
 * or the primary name, as published) beside the names as compared after normalisation, and both
 * birth dates (decision 0132); then each name part of the participant beside the list's part it
 * matched and how (exact, similar spelling, same sound, an initial), the parts left without a
 * partner, and each qualifier that moved the score (birth date, nationality, identity number, a
 * one-word name …) with its effect and the matcher's note.
 */
import {
  type MatchBreakdown as Breakdown,
  formatDateId,
  type ListEntry,
  MSG,
  type QUALIFIER_KINDS,
  type ScreeningSubject,
  type TOKEN_MATCH_KINDS,
} from '@kilau/shared';
import { Badge, Group, List, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { partialDateText } from '../lib/partial-date';

type TokenHow = (typeof TOKEN_MATCH_KINDS)[number];
type QualifierKind = (typeof QUALIFIER_KINDS)[number];

const HOW_TEXT: Readonly<Record<TokenHow, string>> = {
  exact: MSG.screeningTokenExact,
  jaro_winkler: MSG.screeningTokenJaroWinkler,
  phonetic: MSG.screeningTokenPhonetic,
  initial: MSG.screeningTokenInitial,
};

export const QUALIFIER_TEXT: Readonly<Record<QualifierKind, string>> = {
  birth_date: MSG.screeningQualifierBirthDate,
  nationality: MSG.screeningQualifierNationality,
  identity_number: MSG.screeningQualifierIdentity,
  single_token: MSG.screeningQualifierSingleToken,
  alias_quality: MSG.screeningQualifierAliasQuality,
  entity: MSG.screeningQualifierEntity,
  gender: MSG.screeningQualifierGender,
};

/** A score as a whole percentage ('87%'). */
export function percent(score: number): string {
  return `${Math.round(score * 100)}%`;
}

/** A qualifier's effect with its sign: '+10%', '−25%' (a true minus sign), '0%'. */
export function signedPercent(effect: number): string {
  const value = Math.round(Math.abs(effect) * 100);
  if (value === 0) return '0%';
  return `${effect > 0 ? '+' : '−'}${value}%`;
}

/**
 * The two sides as written and as compared: the participant's name as typed and the list's name as
 * published (the one that matched), each beside its normalised form, and both birth dates.
 */
function NamesCompared({
  breakdown: b,
  subject,
  entry,
}: {
  breakdown: Breakdown;
  subject: ScreeningSubject;
  entry: ListEntry;
}) {
  const listBirth = entry.birth_dates.map(partialDateText).join(', ');
  const rows: [label: string, participant: React.ReactNode, list: React.ReactNode][] = [
    [
      MSG.screeningWhyNameWritten,
      subject.name,
      <>
        {b.matched_name}
        {b.matched_alias && (
          <Badge ml={6} size="sm" variant="light" color="gray">
            {MSG.screeningMatchedAlias}
          </Badge>
        )}
      </>,
    ],
    [MSG.screeningWhyNameCompared, b.subject_normalised, b.list_normalised],
    [
      MSG.screeningBirthDates,
      subject.birth_date ? formatDateId(subject.birth_date) : MSG.screeningWhyUnknown,
      listBirth || MSG.screeningWhyUnknown,
    ],
  ];
  // Two columns, each fact's name on a row of its own above its two values: side by side even on a
  // phone, where a third column for the names would squeeze the values into broken words.
  return (
    <Table
      fz="sm"
      withTableBorder
      withColumnBorders
      verticalSpacing={4}
      horizontalSpacing="xs"
      layout="fixed"
      data-testid="match-names"
    >
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left', margin: 0 }}>
        <VisuallyHidden>{MSG.screeningWhyCaption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{MSG.screeningParticipant}</Table.Th>
          <Table.Th scope="col">{MSG.screeningListEntry}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      {rows.map(([label, participant, list]) => (
        <Table.Tbody key={label}>
          <Table.Tr bg="gray.0">
            <Table.Th scope="rowgroup" colSpan={2} fw={500} fz="xs" c="dimmed">
              {label}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            <Table.Td style={{ overflowWrap: 'break-word' }}>{participant}</Table.Td>
            <Table.Td style={{ overflowWrap: 'break-word' }}>{list}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      ))}
    </Table>
  );
}

export function MatchBreakdown({
  breakdown: b,
  subject,
  entry,
}: {
  breakdown: Breakdown;
  /** The participant as screened: the name as typed and the birth date. */
  subject: ScreeningSubject;
  /** The list entry: its birth dates as the list gives them. */
  entry: ListEntry;
}) {
  return (
    <Stack gap="xs" data-testid="match-breakdown">
      <NamesCompared breakdown={b} subject={subject} entry={entry} />
      <Text size="sm">
        {MSG.screeningNameScore}: <strong>{percent(b.name_score)}</strong>
      </Text>
      {b.tokens.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <Table
            fz="sm"
            withTableBorder
            verticalSpacing={4}
            horizontalSpacing="xs"
            miw={300}
            data-testid="match-tokens"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{MSG.screeningParticipant}</Table.Th>
                <Table.Th>{MSG.screeningListEntry}</Table.Th>
                <Table.Th>{MSG.screeningScore}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {b.tokens.map((t) => (
                <Table.Tr key={`${t.subject}-${t.list}`}>
                  <Table.Td>{t.subject}</Table.Td>
                  <Table.Td>{t.list}</Table.Td>
                  <Table.Td>
                    {percent(t.score)} ({HOW_TEXT[t.how]})
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {b.unmatched_subject_tokens.length > 0 && (
        <Text size="sm">
          {MSG.screeningUnmatchedSubject}: {b.unmatched_subject_tokens.join(', ')}
        </Text>
      )}
      {b.unmatched_list_tokens.length > 0 && (
        <Text size="sm">
          {MSG.screeningUnmatchedList}: {b.unmatched_list_tokens.join(', ')}
        </Text>
      )}
      {b.qualifiers.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {MSG.screeningQualifiers}
          </Text>
          <List size="sm" spacing={2}>
            {b.qualifiers.map((q) => (
              <List.Item key={`${q.kind}-${q.note}`}>
                <Group gap={6} wrap="nowrap" align="baseline">
                  <Text
                    span
                    fw={700}
                    c={q.effect > 0 ? 'red.9' : q.effect < 0 ? 'teal.9' : 'dimmed'}
                    miw={44}
                  >
                    {signedPercent(q.effect)}
                  </Text>
                  <Text span size="sm">
                    {QUALIFIER_TEXT[q.kind]}: {q.note}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
