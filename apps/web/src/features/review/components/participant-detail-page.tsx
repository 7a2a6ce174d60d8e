/**
 * /nsb-detail/{id} (spec 002 §2): the participant as the reviewer reads it, through the one read
 * model of the KYC record (names, never ids or codes): the documents, every personal, address and
 * employment field, the rest of what the customer submitted (participant-detail-sections.tsx), the
 * NIK warnings recorded at onboarding, identities shared with other participants, and the actions
 * the server says this role may take now.
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
  List,
  Menu,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailHeader } from '../../../components/backoffice/detail-header';
import { DetailSection, dash } from '../../../components/backoffice/detail-section';
import { QueryState } from '../../../components/ui/query-state';
import { VideoStatusBadge } from '../../../components/ui/video-status-badge';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { downloadFile, printFile } from '../../../lib/file-download';
import { notifyError } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useStaffPrefix } from '../../../lib/staff/staff-prefix';
import { usePageTitle } from '../../../lib/use-page-title';
import { useQueryParams } from '../../../lib/use-query-params';
import { useParticipantDetail } from '../api/participant-detail';
import { CallRecordingPanel } from './call-recording-panel';
import { DocumentGallery } from './document-gallery';
import { SubmittedSections } from './participant-detail-sections';
import { ReviewActionButtons, type ReviewDialogKind, UnavailableReasons } from './review-actions-bar';
import { ApproveModal, BankApproveModal, ReasonModal, UnblacklistModal } from './review-modals';

const DUPLICATE_TEXT = {
  nik: MSG.duplicateNik,
  phone: MSG.duplicatePhone,
  email: MSG.duplicateEmail,
  bank_account: MSG.duplicateBankAccount,
} as const;

function Duplicates({ items }: { items: KycDetail['duplicates'] }) {
  if (items.length === 0) return null;
  const blacklisted = items.some((d) => d.blacklisted);
  return (
    <Alert color={blacklisted ? 'red' : 'orange'} variant="light" title={MSG.duplicatesTitle}>
      <List size="sm" spacing={4}>
        {items.map((d) => (
          <List.Item key={`${d.customer_id}-${d.kind}`}>
            {DUPLICATE_TEXT[d.kind]}:{' '}
            <Anchor component={Link} to={paths.adminDetail(d.customer_id)}>
              {d.fullname}
            </Anchor>
            {d.status_nasabah !== null && ` (${statusNasabahText(d.status_nasabah)})`}
            {d.blacklisted && (
              <Text span fw={700} c="red">
                {' '}
                — {MSG.duplicateBlacklisted}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The simulation statement is printed from a new window (spec 002 §2); the statement is saved. */
async function download(prefix: string, form: 'amanah' | 'simulasi', id: string) {
  const path = `/v1/${prefix}/kyc/print/${form}/${encodeURIComponent(id)}`;
  try {
    await (form === 'simulasi' ? printFile(path) : downloadFile(path));
  } catch (err) {
    notifyError(errorMessage(err));
  }
}

type Dialog = ReviewDialogKind | null;

export interface ParticipantDetailPageProps {
  /**
   * The screening panel (another feature's, so the app hands it in): shown for the roles that
   * read screening, under the header, where the reason an approval is blocked is read first.
   */
  screeningPanel?: (participant: { id: string; fullname: string; prefix: StaffPrefix }) => ReactNode;
  /** Case ownership's bar in the header (decision 0112): the holder, the due time, 'Ambil'. */
  caseBar?: (participant: KycDetail) => ReactNode;
}

export default function ParticipantDetailPage({ screeningPanel, caseBar }: ParticipantDetailPageProps = {}) {
  usePageTitle(MSG.detailTitle);
  // /nsb-detail/{id}, or /customer-detail?id= (the super admin's all-platforms view).
  const { id: pathId } = useParams();
  const [query] = useQueryParams();
  const id = pathId ?? query.get('id') ?? '';
  const { role } = useSession();
  const prefix = useStaffPrefix() ?? 'admin-broker';
  // The video officer has no review prefix: their own read of the participant (decision 0074).
  const detail = useParticipantDetail(role === ROLES.videoOfficer ? 'counter' : prefix, id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const d = detail.data;
  if (!d)
    return (
      <QueryState isLoading={detail.isLoading} error={detail.error} onRetry={() => void detail.refetch()} />
    );
  const ref = { id: d._id, fullname: d.fullname };
  const a = d.identity_address;
  return (
    <Stack gap="lg">
      <DetailHeader
        title={d.fullname}
        badges={
          <>
            <Badge color={d.status_nasabah === STATUS_NASABAH.blacklisted ? 'red' : 'navy'} variant="light">
              {statusNasabahText(d.status_nasabah)}
            </Badge>
            <VideoStatusBadge status={d.video_status} schedule={d.video_schedule} />
          </>
        }
        meta={
          <>
            {d.platform_name} · {dash(d.bank?.name)} · {MSG.colRegisteredAt}:{' '}
            {formatWibDateTime(d.created_at)}
          </>
        }
        actions={
          <>
            <ReviewActionButtons item={d} onAction={setDialog} />
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

      <UnavailableReasons item={d} />
      <Duplicates items={d.duplicates} />
      {role !== ROLES.videoOfficer && screeningPanel?.({ id: d._id, fullname: d.fullname, prefix })}

      <Card withBorder>
        <Title order={2} fz={18} mb="sm">
          {MSG.detailDocumentsSection}
        </Title>
        <DocumentGallery attachment={d.attachment} />
      </Card>

      <CallRecordingPanel detail={d} />

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
            [MSG.dependentNoLabel, dash(d.dependent_no)],
            [MSG.colPhone, dash(d.phonenumber)],
            [MSG.detailEmail, dash(d.email)],
          ]}
        >
          {d.nik_warnings.length > 0 && (
            <Alert
              color="orange"
              variant="light"
              title={MSG.nikWarningsTitle}
              mb="sm"
              // Mantine's light orange title reads at 3.95:1 on its own background; WCAG asks 4.5.
              styles={{ title: { color: 'var(--mantine-color-orange-9)' } }}
            >
              <List size="sm">
                {d.nik_warnings.map((w) => (
                  <List.Item key={w.code}>{w.message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
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
          />
          <DetailSection
            title={MSG.detailEmploymentSection}
            rows={[
              [MSG.occupationLabel, dash(d.occupation_type?.name)],
              [MSG.companyNameLabel, dash(d.company_name)],
              [MSG.industrialLabel, dash(d.industrial_type?.name)],
              [MSG.positionLabel, dash(d.position_type?.name)],
            ]}
          />
        </Stack>
      </SimpleGrid>

      <SubmittedSections d={d} />

      <ApproveModal
        participant={dialog === 'approve' || dialog === 'proposeApprove' ? ref : null}
        propose={dialog === 'proposeApprove'}
        onClose={() => setDialog(null)}
      />
      <BankApproveModal
        participant={dialog === 'bankApprove' ? ref : null}
        bankCode={d.bank?.bank_code ?? null}
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
    </Stack>
  );
}
