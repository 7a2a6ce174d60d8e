/**
 * 'Penyaringan Daftar Pantauan' on the participant's detail (decision 0111): the
 * summary (clear, N to decide, frozen, not screened) with the last screening time, why approving
 * needs a second person, the proposals waiting on the participant (approve, blacklist,
 * unblacklist), then each match: open ones in full, decided ones collapsed. A reviewer proposes
 * 'Bukan kecocokan' or 'Konfirmasi kecocokan' with a reason; the dialog says that it takes effect
 * only once another person approves it (decision 0133). The proposal call and the pending
 * proposal's card are four eyes', handed in by the back office (lib/staff/four-eyes.ts, decision 0181).
 */
import {
  FOUR_EYES_PROPOSE_ROLES,
  fillTemplate,
  formatWibDateTime,
  listNames,
  MSG,
  type ScreeningMatch,
  type ScreeningSummary,
  SOURCE_LABELS,
  type StaffPrefix,
} from '@kilau/shared';
import { Alert, Card, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ReasonModal } from '../../../components/backoffice/reason-modal';
import { QueryState } from '../../../components/ui/query-state';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useFourEyes } from '../../../lib/staff/four-eyes';
import { useScreening } from '../api/screening';
import { MatchCard } from './match-card';

function Summary({ s }: { s: ScreeningSummary }) {
  const last = s.last_screened_at
    ? `${MSG.screeningLastScreened}: ${formatWibDateTime(s.last_screened_at)}`
    : '';
  const [color, text] = s.frozen
    ? ['red', MSG.screeningFrozen]
    : s.state === 'open_match'
      ? ['red', fillTemplate(MSG.screeningOpenMatches, { count: String(s.open_matches) })]
      : s.state === 'confirmed'
        ? ['red', MSG.screeningConfirmedState]
        : s.state === 'not_screened'
          ? // Never green without the lists (decision 0131): amber, naming what is missing.
            [
              'orange',
              s.missing_lists.length > 0
                ? fillTemplate(MSG.screeningListsMissing, { lists: listNames(s.missing_lists) })
                : MSG.screeningNotScreened,
            ]
          : ['teal', MSG.screeningClear];
  return (
    <Alert color={color} variant="light" p="sm" data-testid="screening-summary">
      <Stack gap={4}>
        <Text size="sm" fw={600} c={color === 'gray' ? undefined : `${color}.9`}>
          {text}
        </Text>
        {last && (
          <Text size="xs" c="dimmed">
            {last}
          </Text>
        )}
        {s.four_eyes_approval && (
          <>
            <Text size="sm">{MSG.screeningFourEyesNote}</Text>
            {s.high_risk_reasons.length > 0 && (
              <List size="sm" spacing={2}>
                {s.high_risk_reasons.map((r) => (
                  <List.Item key={r}>{r}</List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Alert>
  );
}

type Proposing = { kind: 'dismiss_match' | 'confirm_match'; match: ScreeningMatch } | null;

export function ScreeningPanel({
  prefix,
  participantId,
  participantName,
}: {
  prefix: StaffPrefix;
  participantId: string;
  participantName: string;
}) {
  const { role } = useSession();
  const screening = useScreening(prefix, participantId);
  const { usePropose, PendingProposal } = useFourEyes();
  const propose = usePropose(prefix);
  const [proposing, setProposing] = useState<Proposing>(null);
  const data = screening.data;
  const mayPropose =
    role !== null && (FOUR_EYES_PROPOSE_ROLES.dismiss_match as readonly number[]).includes(role);
  const open = data?.matches.filter((m) => m.status === 'open') ?? [];
  const decided = data?.matches.filter((m) => m.status !== 'open') ?? [];
  // The proposals on matches are shown on their match; the others (approve, blacklist) here.
  const onParticipant = data?.pending_proposals.filter((p) => p.match_id === null) ?? [];
  const confirming = proposing?.kind === 'confirm_match';
  return (
    <Card withBorder component="section" aria-labelledby="screening-title" data-testid="screening-panel">
      <Title order={2} fz={18} mb="sm" id="screening-title">
        {MSG.screeningTitle}
      </Title>
      {!data ? (
        <QueryState
          isLoading={screening.isLoading}
          error={screening.error}
          onRetry={() => void screening.refetch()}
        />
      ) : (
        <Stack gap="sm">
          <Summary s={data.summary} />
          {onParticipant.map((p) => (
            <PendingProposal key={p.id} proposal={p} />
          ))}
          {open.map((m) => (
            <MatchCard
              key={m.id}
              match={m}
              mayPropose={mayPropose && !data.summary.frozen}
              onPropose={(kind, match) => setProposing({ kind, match })}
            />
          ))}
          {decided.length > 0 && (
            <Text size="sm" fw={600} mt="xs">
              {fillTemplate(MSG.screeningDecidedTitle, { count: String(decided.length) })}
            </Text>
          )}
          {decided.map((m) => (
            <MatchCard key={m.id} match={m} mayPropose={false} onPropose={() => {}} />
          ))}
        </Stack>
      )}
      <ReasonModal
        opened={proposing !== null}
        title={confirming ? MSG.screeningConfirmTitle : MSG.screeningDismissTitle}
        question={confirming ? MSG.screeningConfirmQuestion : MSG.screeningDismissQuestion}
        subject={
          proposing
            ? `${participantName} ↔ ${proposing.match.entry.name} (${SOURCE_LABELS[proposing.match.source]})`
            : undefined
        }
        warning={
          confirming
            ? proposing?.match.source === 'pep'
              ? MSG.screeningConfirmWarningPep
              : MSG.screeningConfirmWarning
            : undefined
        }
        notice={MSG.fourEyesMakerNotice}
        label={MSG.proposalReason}
        placeholder={MSG.proposalReason}
        submitLabel={MSG.screeningSubmitProposal}
        submitColor={confirming ? 'red' : 'navy'}
        busy={propose.isPending}
        onClose={() => setProposing(null)}
        onSubmit={async (reason) => {
          if (!proposing) return;
          await propose.mutateAsync({
            kind: proposing.kind,
            customer_id: participantId,
            match_id: proposing.match.id,
            reason,
          });
          notifySuccess(MSG.proposalSubmitted);
        }}
      />
    </Card>
  );
}
