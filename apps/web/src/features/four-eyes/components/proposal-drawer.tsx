/**
 * One proposal opened on 'Menunggu Persetujuan' (decision 0133): a drawer over the list, so a
 * checker goes through many a day without losing their place, open while the URL has
 * `?pengajuan=<id>` (a reload or a shared link opens the same one). It shows what the checker must
 * have seen before deciding: whether anything changed since the proposal was made, who proposed it
 * with their whole reason, the participant's data and identity documents as they are now, and for a
 * match decision the list entry beside them with the score's breakdown. 'Setujui pengajuan' and
 * 'Tolak pengajuan' each ask in a dialog; when the evidence changed only the decline is offered
 * (the approval would lapse the proposal).
 *
 * The list entry and the breakdown are the screening feature's; the app layer hands them in
 * (features do not import each other, architecture.md §3.1).
 */
import {
  type AttachmentField,
  EDD_CHECK_LABELS,
  type EvidenceSection,
  fillTemplate,
  formatWibDateTime,
  MSG,
  type Proposal,
  type ProposalEvidence,
  RISK_LEVEL_LABELS,
  type ScreeningMatch,
  type StaffPrefix,
} from '@kilau/shared';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Drawer,
  Group,
  List,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentCard, FileProblem } from '../../../components/backoffice/document-card';
import { QueryState } from '../../../components/ui/query-state';
import { PROPOSAL_STATUS_COLOR, PROPOSAL_STATUS_TEXT } from '../../../lib/staff/proposal-status';
import { useFileUrl } from '../../../lib/use-file-url';
import { useProposalEvidence } from '../api/proposals';
import { ProposalDecisionButtons, ProposalFacts, proposalKindText } from './proposal-decision';

/** The screening feature's views of a match, handed in by the app layer. */
export interface MatchViews {
  /** The list entry as published. */
  entry: (match: ScreeningMatch) => ReactNode;
  /** Why it matched: the score's breakdown. */
  breakdown: (match: ScreeningMatch) => ReactNode;
}

export const DOCUMENT_TEXT: Readonly<Record<AttachmentField, string>> = {
  photo: MSG.galleryPhoto,
  ktp: MSG.galleryKtp,
  photo_with_ktp: MSG.galleryPhotoWithKtp,
  signature: MSG.gallerySignature,
  statement_video: MSG.galleryVideo,
  partner_signature: MSG.galleryPartnerSignature,
  kk: MSG.galleryKk,
  npwp: MSG.galleryNpwp,
  other: MSG.galleryOther,
};

export const SECTION_TEXT: Readonly<Record<EvidenceSection, string>> = {
  personal: MSG.evidenceSectionPersonal,
  identity_address: MSG.evidenceSectionIdentityAddress,
  bank_account: MSG.evidenceSectionBankAccount,
  review_status: MSG.evidenceSectionReviewStatus,
  agreements: MSG.evidenceSectionAgreements,
  screening: MSG.evidenceSectionScreening,
};

/** Whether anything changed since the proposal, and what; nothing once it is decided. */
function Changes({ proposal, changes }: { proposal: Proposal; changes: ProposalEvidence['changes'] }) {
  if (!changes) return null;
  if (!changes.changed)
    return (
      <Alert color="teal" variant="light" p="sm" data-testid="evidence-changes">
        <Text size="sm" c="dark.8">
          {MSG.proposalUnchanged}
        </Text>
      </Alert>
    );
  const named = [
    ...changes.documents.map((d) => DOCUMENT_TEXT[d]),
    ...changes.sections.map((s) => SECTION_TEXT[s]),
  ];
  return (
    <Alert color="orange" variant="light" p="sm" data-testid="evidence-changes">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dark.8">
          {named.length > 0
            ? fillTemplate(MSG.proposalChangedParts, { parts: named.join(', ') })
            : MSG.proposalChangedGeneric}
        </Text>
        {proposal.can_decide && (
          <Text size="sm" c="dark.8">
            {MSG.proposalChangedCannotApprove}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function DocumentTile({ doc }: { doc: ProposalEvidence['documents'][number] }) {
  const label = DOCUMENT_TEXT[doc.key];
  const file = useFileUrl(
    'staff-file',
    doc.path === null ? null : `/v1/get/file?path=${encodeURIComponent(doc.path)}`,
  );
  // The statement video plays in place; the pictures open full size in a new tab.
  const video = doc.key === 'statement_video' && doc.path !== null;
  return (
    <Stack gap={4} data-testid={`evidence-document-${doc.key}`}>
      {video ? (
        <Card withBorder padding="xs">
          <Text size="sm" fw={600} mb={6}>
            {label}
          </Text>
          {file.data ? (
            // biome-ignore lint/a11y/useMediaCaption: the customer's own statement, recorded without captions.
            <video src={file.data} controls style={{ width: '100%', maxHeight: 160 }} />
          ) : file.isError ? (
            <FileProblem file={file} />
          ) : (
            <Loader size="sm" aria-label={MSG.loading} />
          )}
        </Card>
      ) : (
        <DocumentCard
          label={label}
          path={doc.path}
          file={file}
          height={120}
          emptyText={MSG.proposalDocumentMissing}
        />
      )}
      {doc.changed && (
        <Badge color="orange.9" variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
          {MSG.proposalDocumentChanged}
        </Badge>
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Text>
    </div>
  );
}

/** The participant as the record holds them now: the data that identifies them and their documents. */
function ParticipantEvidence({ evidence }: { evidence: ProposalEvidence }) {
  const p = evidence.participant;
  const birth = [p.place_of_birth, p.date_of_birth_text].filter(Boolean).join(', ');
  return (
    <Card withBorder padding="xs" bg="gray.0" data-testid="participant-evidence">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {MSG.proposalParticipantData}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6}>
          <Fact label={MSG.fullnameLabel} value={p.fullname} />
          <Fact label={MSG.ktpNoLabel} value={p.ktp_no} />
          <Fact label={MSG.detailBirth} value={birth} />
          <Fact label={MSG.genderLabel} value={p.gender} />
          <Fact label={MSG.citizenshipLabel} value={p.citizenship_text} />
          <Fact label={MSG.mothersNameLabel} value={p.mothers_name} />
        </SimpleGrid>
        <Fact label={MSG.previewAddress} value={p.address_line} />
        <Text fw={700} size="sm" mt={4}>
          {MSG.proposalIdentityDocuments}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {evidence.documents.map((d) => (
            <DocumentTile key={d.key} doc={d} />
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function Evidence({
  proposal,
  evidence,
  matchViews,
  detailPath,
  onDecided,
}: {
  proposal: Proposal;
  evidence: ProposalEvidence;
  matchViews: MatchViews;
  detailPath: (id: string) => string;
  onDecided: () => void;
}) {
  const m = evidence.match;
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={detailPath(proposal.customer_id)} fw={600}>
          {proposal.customer_name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {proposal.app_name}
        </Text>
        <Badge color={PROPOSAL_STATUS_COLOR[proposal.status]} variant="light">
          {PROPOSAL_STATUS_TEXT[proposal.status]}
        </Badge>
      </Group>
      <Changes proposal={proposal} changes={evidence.changes} />

      <Stack gap={6} component="section" aria-labelledby="proposal-maker">
        <Title order={3} fz="md" id="proposal-maker">
          {MSG.proposalMakerReason}
        </Title>
        <ProposalFacts proposal={proposal} />
        {proposal.decided_by && (
          <Text size="sm">
            {MSG.proposalDecidedBy}: <strong>{proposal.decided_by.fullname}</strong>
            {proposal.decided_at && ` · ${formatWibDateTime(proposal.decided_at)}`}
          </Text>
        )}
        {proposal.decision_reason && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {MSG.proposalDeclineReason}: {proposal.decision_reason}
          </Text>
        )}
      </Stack>

      {proposal.override && (
        <Text size="sm" fw={600} data-testid="proposal-override">
          {fillTemplate(MSG.proposalRiskOverrideDetail, {
            level: RISK_LEVEL_LABELS[proposal.override.level],
            date: formatWibDateTime(proposal.override.expires_at),
          })}
        </Text>
      )}

      {proposal.edd && (
        <Stack gap={6} component="section" aria-labelledby="proposal-edd">
          <Title order={3} fz="md" id="proposal-edd">
            {MSG.eddTitle}
          </Title>
          <List size="sm" spacing={2}>
            {proposal.edd.checks.map((check) => (
              <List.Item key={check}>{EDD_CHECK_LABELS[check]}</List.Item>
            ))}
          </List>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <strong>{MSG.eddNoteLabel}:</strong> {proposal.edd.note}
          </Text>
          {proposal.edd.declaration && (
            // The customer's own account, as the proposer read it (its document is on the detail).
            <Stack gap={2} data-testid="proposal-declaration">
              <Text size="sm" fw={600}>
                {MSG.resubmissionItemFundsDeclaration}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <strong>{MSG.fundsDeclarationFundsLabel}:</strong> {proposal.edd.declaration.source_of_funds}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <strong>{MSG.fundsDeclarationWealthLabel}:</strong>{' '}
                {proposal.edd.declaration.source_of_wealth}
              </Text>
            </Stack>
          )}
        </Stack>
      )}

      <Stack gap="sm" component="section" aria-labelledby="proposal-evidence">
        <Title order={3} fz="md" id="proposal-evidence">
          {MSG.proposalEvidenceTitle}
        </Title>
        {m ? (
          <>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <ParticipantEvidence evidence={evidence} />
              {matchViews.entry(m)}
            </SimpleGrid>
            <Group gap="xs">
              <Text fw={700} size="sm">
                {MSG.screeningWhy}
              </Text>
              <Badge color="navy" variant="outline" data-testid="evidence-score">
                {MSG.screeningScore} {Math.round(m.score * 100)}%
              </Badge>
            </Group>
            {matchViews.breakdown(m)}
          </>
        ) : (
          <ParticipantEvidence evidence={evidence} />
        )}
        {evidence.high_risk_reasons.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {MSG.screeningFourEyesNote}
            </Text>
            <List size="sm" spacing={2}>
              {evidence.high_risk_reasons.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>

      <ProposalDecisionButtons
        proposal={proposal}
        approvable={!evidence.changes?.changed}
        onDecided={onDecided}
      />
    </Stack>
  );
}

export function ProposalDrawer({
  prefix,
  proposalId,
  onClose,
  matchViews,
  detailPath,
}: {
  prefix: StaffPrefix;
  proposalId: string | null;
  onClose: () => void;
  matchViews: MatchViews;
  detailPath: (id: string) => string;
}) {
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const read = useProposalEvidence(prefix, proposalId);
  const data = read.data;
  return (
    <Drawer
      opened={proposalId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'min(1040px, 94vw)'}
      title={
        <Text fw={700} size="lg" component="span">
          {data ? proposalKindText(data.proposal) : MSG.proposalEvidenceTitle}
        </Text>
      }
      closeButtonProps={{ 'aria-label': MSG.galleryClose }}
    >
      {data ? (
        <Evidence
          proposal={data.proposal}
          evidence={data.evidence}
          matchViews={matchViews}
          detailPath={detailPath}
          onDecided={onClose}
        />
      ) : (
        <QueryState isLoading={read.isLoading} error={read.error} onRetry={() => void read.refetch()} />
      )}
    </Drawer>
  );
}
