/**
 * Why a participant matched a list entry, as the matcher scored it (the score's breakdown): the
 * list name that scored best (an alias or the primary name), each name part of the participant
 * beside the list's part it matched and how (exact, similar spelling, same sound, an initial), the
 * parts left without a partner, and each qualifier that moved the score (birth date, nationality,
 * identity number, a one-word name …) with its effect and the matcher's note.
 */
import {
  type MatchBreakdown as Breakdown,
  MSG,
  type QUALIFIER_KINDS,
  type TOKEN_MATCH_KINDS,
} from '@kilau/shared';
import { Badge, Group, List, Stack, Table, Text } from '@mantine/core';

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

export function MatchBreakdown({ breakdown: b }: { breakdown: Breakdown }) {
  return (
    <Stack gap="xs" data-testid="match-breakdown">
      <Text size="sm">
        {MSG.screeningMatchedName}: <strong>{b.matched_name}</strong>
        {b.matched_alias && (
          <Badge ml={6} size="sm" variant="light" color="gray">
            {MSG.screeningMatchedAlias}
          </Badge>
        )}{' '}
        · {MSG.screeningNameScore}: <strong>{percent(b.name_score)}</strong>
      </Text>
      <Text size="xs" c="dimmed">
        {b.subject_normalised} ↔ {b.list_normalised}
      </Text>
      {b.tokens.length > 0 && (
        <div style={{ overflowX: 'auto' }}>
          <Table fz="sm" withTableBorder verticalSpacing={4} horizontalSpacing="xs" miw={300}>
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
