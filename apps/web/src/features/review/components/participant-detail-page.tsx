/**
 * /nsb-detail/{id} (docs/product/back-office.md § Screens): the participant as the reviewer reads it, through the one read
 * model of the KYC record (names, never ids or codes): the documents, every personal, address and
 * employment field, the rest of what the customer submitted (participant-detail-sections.tsx), the
 * NIK warnings recorded at onboarding, identities shared with other participants, and the actions
 * the server says this role may take now. Each document stands beside the fields it proves, with
 * the reviewer's decision on it ('Diterima' / 'Minta unggah ulang', decision 0112) and its versions
 * once sent back; 'Kirim permintaan' sends those decisions. The actions stay in view in a bar
 * (under the header, at the bottom on a phone; decision 0134). The keyboard: shortcuts/.
 */
import {
  formatWibDateTime,
  type KycDetail,
  MSG,
  ROLES,
  STATUS_NASABAH,
  type StaffPrefix,
  statusNasabahText,
} from '@kilau/shared';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { DetailHeader } from '../../../components/backoffice/detail-header';
import { DetailSection, dash } from '../../../components/backoffice/detail-section';
import { StickyActionBar } from '../../../components/backoffice/sticky-action-bar';
import { QueryState } from '../../../components/ui/query-state';
import { VideoStatusBadge } from '../../../components/ui/video-status-badge';
import { paths } from '../../../config/staff-paths';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile, printFile } from '../../../lib/file-download';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePhoneWidth } from '../../../lib/use-phone-width';
import { useParticipantDetail } from '../api/participant-detail';
import { useResubmissionHistory } from '../api/resubmission';
import { CallRecordingPanel } from './call-recording-panel';
import { DocumentProof, SectionDecision } from './decisions/document-proof';
import { FundsDeclarationCard } from './decisions/funds-declaration-card';
import { DecisionsProblem, ResubmissionConfirm, SendResubmissionButton } from './decisions/send-resubmission';
import { useChecks } from './decisions/use-checks';
import { useDecisions } from './decisions/use-decisions';
import { DocumentGallery, galleryDocuments, useDocumentViewer } from './document-gallery';
import { SubmittedSections } from './participant-detail-sections';
import { ReviewActionButtons, type ReviewDialogKind, UnavailableReasons } from './review-actions-bar';
import { ApproveModal, BankApproveModal, ReasonModal, UnblacklistModal } from './review-modals';
import { ShortcutsOverlay } from './shortcuts/shortcuts-overlay';
import { useReviewShortcuts } from './shortcuts/use-review-shortcuts';
import { ResubmissionHistoryCard } from './versions/history-card';

/** The simulation statement is printed from a new window (docs/product/back-office.md § Screens); the statement is saved. */
async function download(prefix: string, form: 'amanah' | 'simulasi', id: string) {
  const path = `/v1/${prefix}/kyc/print/${form}/${encodeURIComponent(id)}`;
  try {
    await (form === 'simulasi' ? printFile(path) : downloadFile(path));
  } catch (err) {
    notifyError(errorMessage(err));
  }
}

type Dialog = ReviewDialogKind | 'resubmission' | 'shortcuts' | null;

/** 'a' opens whichever approval this caller may take now. */
function approvalDialog(actions: readonly string[]): ReviewDialogKind | undefined {
  if (actions.includes('approve')) return 'approve';
  if (actions.includes('propose_approve')) return 'proposeApprove';
  if (actions.includes('bank_approve')) return 'bankApprove';
  return undefined;
}

export interface ParticipantDetailPageProps {
  /**
   * The screening panel (another feature's, so the app hands it in): shown for the roles that
   * read screening, under the header, where the reason an approval is blocked is read first.
   */
  screeningPanel?: (participant: { id: string; fullname: string; prefix: StaffPrefix }) => ReactNode;
  /** The case file's notes card and header actions (timeline, 'Unduh berkas'; decision 0112). */
  caseFile?: (participant: { id: string; prefix: StaffPrefix }) => { actions: ReactNode; notes: ReactNode };
  /** Case ownership's bar in the header (decision 0112): the holder, the due time, 'Ambil'. */
  caseBar?: (participant: KycDetail) => ReactNode;
  /** 'Berikutnya' for the key 'n' (case ownership's, handed in); without it 'n' opens the list. */
  nextFile?: () => void;
}

export default function ParticipantDetailPage({
  screeningPanel,
  caseFile,
  caseBar,
  nextFile,
}: ParticipantDetailPageProps = {}) {
  usePageTitle(MSG.detailTitle);
  // /nsb-detail/{id}, or /customer-detail?id= (the super admin's all-platforms view).
  const { id: pathId } = useParams();
  const [query] = useSearchParams();
  const id = pathId ?? query.get('id') ?? '';
  const { role } = useSession();
  const prefix = useStaffPrefix() ?? 'admin-broker';
  // The video officer has no review prefix: their own read of the participant (decision 0074).
  const detail = useParticipantDetail(role === ROLES.videoOfficer ? 'counter' : prefix, id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const checks = useChecks(prefix, id, role !== ROLES.videoOfficer);
  const decisions = useDecisions(checks.accepted);
  const viewer = useDocumentViewer();
  const navigate = useNavigate();
  const history = useResubmissionHistory(prefix, id, role !== ROLES.videoOfficer);
  const phone = usePhoneWidth();
  const d = detail.data;
  const canResubmit = d?.allowed_actions.includes('request_resubmission') ?? false;
  const total = d ? galleryDocuments(d.attachment).length : 0;
  const approval = d ? approvalDialog(d.allowed_actions) : undefined;
  const openDialog = (next: Dialog) => {
    viewer.close();
    setDialog(next);
  };
  /** Zoom and turn act on the open document; closed, the key opens the last one shown first. */
  const onOpenDocument = (act: () => void) => () => {
    viewer.ensureOpen(total);
    act();
  };
  const askResubmission = () => {
    if (decisions.check().ok) openDialog('resubmission');
  };
  useReviewShortcuts(
    {
      nextDocument: () => viewer.step(1, total),
      previousDocument: () => viewer.step(-1, total),
      zoomIn: onOpenDocument(viewer.transform.zoomIn),
      zoomOut: onOpenDocument(viewer.transform.zoomOut),
      rotate: onOpenDocument(viewer.transform.rotate),
      // 'Berikutnya' claims the next file where the caller has a queue; else the list.
      nextFile: nextFile ?? (() => navigate(prefix === 'admin-broker' ? paths.brokerNew : paths.adminNew)),
      approve: approval && (() => openDialog(approval)),
      reject: d?.allowed_actions.includes('reject') ? () => openDialog('reject') : undefined,
      resubmission: canResubmit ? askResubmission : undefined,
      help: () => openDialog('shortcuts'),
    },
    { enabled: d !== undefined && dialog === null, lightboxOpen: viewer.open },
  );
  if (!d)
    return (
      <QueryState isLoading={detail.isLoading} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  const ref = { id: d._id, fullname: d.fullname };
  const a = d.identity_address;
  const caseParts = role === ROLES.videoOfficer ? undefined : caseFile?.({ id: d._id, prefix });
  const versions = history.data ?? [];
  const mine = canResubmit ? decisions : null;
  const section = (item: Parameters<typeof SectionDecision>[0]['item']) => (
    <SectionDecision item={item} history={versions} decisions={mine} checks={checks} />
  );
  const statusBadge = (
    <Badge
      color={d.account_closed ? 'gray' : d.status_nasabah === STATUS_NASABAH.blacklisted ? 'red' : 'navy'}
      variant="light"
      data-testid="participant-status"
    >
      {statusNasabahText(d.status_nasabah, d.account_closed)}
    </Badge>
  );
  const actionBar = (
    <StickyActionBar
      placement={phone ? 'bottom' : 'top'}
      name={d.fullname}
      badge={statusBadge}
      reasons={phone ? undefined : <UnavailableReasons item={d} small />}
    >
      <ReviewActionButtons item={d} onAction={setDialog} />
      {caseParts?.actions}
      {canResubmit && <SendResubmissionButton onClick={askResubmission} />}
      {d.allowed_actions.includes('download') && (
        <Menu>
          <Menu.Target>
            <Button variant="default">{MSG.downloadMenu}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => void download(prefix, 'amanah', d._id)}>
              {MSG.downloadStatement}
            </Menu.Item>
            <Menu.Item onClick={() => void download(prefix, 'simulasi', d._id)}>
              {MSG.downloadSimulation}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </StickyActionBar>
  );
  return (
    <Stack gap="lg">
      <DetailHeader
        title={d.fullname}
        badges={
          <>
            {statusBadge}
            <VideoStatusBadge status={d.video_status} schedule={d.video_schedule} />
          </>
        }
        meta={
          <>
            {d.platform_name} · {dash(d.bank?.name)} · {MSG.colRegisteredAt}:{' '}
            {formatWibDateTime(d.created_at)}
          </>
        }
      >
        {d.description && (
          <Text size="sm">
            {MSG.colReason}: {d.description}
          </Text>
        )}
        {d.hin_demo && (
          <Text size="sm">
            {MSG.demoAccountNumber}: <strong>{d.hin_demo}</strong>
          </Text>
        )}
        {role === ROLES.superAdmin && (
          <Anchor
            component={Link}
            size="sm"
            to={`${paths.auditTrail}?participant=${encodeURIComponent(d._id)}`}
          >
            {MSG.participantAuditTrailLink}
          </Anchor>
        )}
        {role !== ROLES.videoOfficer && caseBar?.(d)}
      </DetailHeader>
      {/* On a phone the bar sits at the bottom, with no room for why an action is missing. */}
      {phone ? <UnavailableReasons item={d} /> : actionBar}

      <DecisionsProblem decisions={decisions} />
      {role !== ROLES.videoOfficer && screeningPanel?.({ id: d._id, fullname: d.fullname, prefix })}
      <FundsDeclarationCard detail={d} decisions={decisions} canAsk={canResubmit} />
      {history.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(history.error)}
        </Alert>
      )}

      <Card withBorder>
        <Group justify="space-between" mb="sm" gap="xs">
          <Title order={2} fz={18}>
            {MSG.detailDocumentsSection}
          </Title>
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {MSG.shortcutsHint}
          </Text>
        </Group>
        <DocumentGallery
          attachment={d.attachment}
          viewer={viewer}
          aside={(key) => (
            <DocumentProof docKey={key} detail={d} history={versions} decisions={mine} checks={checks} />
          )}
        />
      </Card>

      <CallRecordingPanel detail={d} />
      {caseParts?.notes}

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <DetailSection
          title={MSG.detailPersonalSection}
          rows={[
            [MSG.detailFullname, dash(d.fullname)],
            [MSG.detailBirth, [d.place_of_birth, d.date_of_birth_text].filter(Boolean).join(', ') || '-'],
            [MSG.ktpNoLabel, dash(d.ktp_no)],
            [MSG.ktpIssuedDateLabel, dash(d.ktp_issued_date_text)],
            [MSG.detailNpwp, dash(d.npwp_no)],
            [MSG.citizenshipLabel, dash(d.citizenship_text)],
            [MSG.genderLabel, dash(d.gender_type?.name)],
            [MSG.religionLabel, dash(d.religion_type?.name)],
            [MSG.marriageLabel, dash(d.marriage_type?.name)],
            [MSG.mothersNameLabel, dash(d.mothers_name)],
            [MSG.educationLabel, dash(d.education_type?.name)],
            [MSG.previewPep, dash(d.pep_answer)],
            [MSG.dependentNoLabel, dash(d.dependent_no)],
            [MSG.colPhone, dash(d.phonenumber)],
            [MSG.detailEmail, dash(d.email)],
          ]}
        >
          {section('personal')}
        </DetailSection>
        <Stack gap="lg">
          <DetailSection
            title={MSG.detailAddressSection}
            rows={[
              [MSG.addressLabel, dash(a.address)],
              [MSG.provinceLabel, dash(a.province_type?.name)],
              [MSG.regencyLabel, dash(a.regency_type?.name)],
              [MSG.districtLabel, dash(a.district_type?.name)],
              [MSG.villageLabel, dash(a.village_type?.name)],
              [MSG.postcodeLabel, dash(a.postcode)],
            ]}
          >
            {section('identity_address')}
          </DetailSection>
          <DetailSection
            title={MSG.detailEmploymentSection}
            rows={[
              [MSG.occupationLabel, dash(d.occupation_type?.name)],
              [MSG.companyNameLabel, dash(d.company_name)],
              [MSG.industrialLabel, dash(d.industrial_type?.name)],
              [MSG.positionLabel, dash(d.position_type?.name)],
            ]}
          >
            {section('employment')}
          </DetailSection>
        </Stack>
      </SimpleGrid>

      <SubmittedSections
        d={d}
        extras={{
          financial: section('financial'),
          bank_account: section('bank_account'),
          emergency_contact: section('emergency_contact'),
        }}
      />

      <ResubmissionHistoryCard history={versions} />
      {phone && actionBar}

      <ApproveModal
        participant={dialog === 'approve' || dialog === 'proposeApprove' ? ref : null}
        propose={dialog === 'proposeApprove'}
        eddChecks={d.edd_checks}
        checklist={checks.checklist}
        onClose={() => setDialog(null)}
      />
      <BankApproveModal
        participant={dialog === 'bankApprove' ? ref : null}
        bankCode={d.bank?.bank_code ?? null}
        checklist={checks.checklist}
        onClose={() => setDialog(null)}
      />
      <ReasonModal
        kind="reject"
        participant={dialog === 'reject' ? ref : null}
        onClose={() => setDialog(null)}
      />
      <ReasonModal
        kind="blacklist"
        participant={dialog === 'blacklist' ? ref : null}
        onClose={() => setDialog(null)}
      />
      <UnblacklistModal participant={dialog === 'unblacklist' ? ref : null} onClose={() => setDialog(null)} />
      <ResubmissionConfirm
        id={d._id}
        fullname={d.fullname}
        decisions={decisions}
        opened={dialog === 'resubmission'}
        onClose={() => setDialog(null)}
      />
      <ShortcutsOverlay opened={dialog === 'shortcuts'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
