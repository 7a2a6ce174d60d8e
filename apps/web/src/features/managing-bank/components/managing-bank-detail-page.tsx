/**
 * /list-bank-account-detail/{id} (docs/product/back-office.md § Screens; decision 0071): one managing-bank account, the
 * participant's trade account, and the documents staff compare the account with; the broker's and
 * the bank's admin verify or reject an account that waits, once.
 */
import { formatWibDateTime, MSG } from '@kilau/shared';
import { Alert, Anchor, Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailHeader } from '../../../components/backoffice/detail-header';
import { DetailSection, dash, type FieldRow } from '../../../components/backoffice/detail-section';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/staff-paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useManagingBankDetail } from '../api/managing-bank';
import { ManagingBankDocuments } from './managing-bank-documents';
import { RejectModal, VerifyModal } from './managing-bank-modals';
import { ManagingBankStatusBadge, STATUS_TEXT } from './managing-bank-status';

export default function ManagingBankDetailPage() {
  usePageTitle(MSG.managingBankDetailTitle);
  const { id = '' } = useParams();
  const detail = useManagingBankDetail(id);
  const [dialog, setDialog] = useState<'verify' | 'reject' | null>(null);
  const d = detail.data;
  if (!d) {
    return (
      <Stack gap="md">
        <StaffPageHeading title={MSG.managingBankDetailTitle} />
        <QueryState isLoading={detail.isLoading} error={detail.error} onRetry={() => void detail.refetch()} />
        <Anchor component={Link} to={paths.managingBank} size="sm">
          {MSG.backToList}
        </Anchor>
      </Stack>
    );
  }
  const m = d.managing_bank;
  const t = d.trade_account;
  const summary = `${m.fullname} · ${dash(m.bank?.name)} ${dash(m.account_no)}`;
  const decided = m.status !== 'UNVERIFIED';
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.managingBank} size="sm">
        {MSG.backToList}
      </Anchor>
      <DetailHeader
        title={m.fullname}
        badges={<ManagingBankStatusBadge status={m.status} />}
        meta={
          <>
            {m.platform_name} · {dash(m.bank?.name)}
          </>
        }
        actions={
          d.allowed_actions.length > 0 && (
            <>
              {d.allowed_actions.includes('reject') && (
                <Button color="red" variant="light" onClick={() => setDialog('reject')}>
                  {MSG.managingBankReject}
                </Button>
              )}
              {d.allowed_actions.includes('verify') && (
                <Button color="teal.9" onClick={() => setDialog('verify')}>
                  {MSG.managingBankVerify}
                </Button>
              )}
            </>
          )
        }
      />
      {d.unavailable_actions.map((u) => (
        // Why Verifikasi is not offered (decision 0084): the server's rule, in its words.
        <Alert key={u.action} color="orange" variant="light" data-testid="action-unavailable">
          {u.reason}
        </Alert>
      ))}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection
          title={MSG.managingBankSectionAccount}
          rows={[
            [MSG.colBank, m.bank ? `${m.bank.name} (${m.bank.bank_code})` : '-'],
            [MSG.managingBankColAccountNo, dash(m.account_no)],
            [MSG.managingBankColAccountName, dash(m.account_name)],
            [MSG.managingBankColStatus, STATUS_TEXT[m.status]],
            ...(m.note ? [[MSG.managingBankNote, m.note] as FieldRow] : []),
            [MSG.managingBankColCreatedAt, formatWibDateTime(m.created_at)],
            ...(decided
              ? ([
                  [MSG.managingBankVerifiedBy, dash(m.verified_by?.fullname)],
                  [MSG.managingBankVerifiedAt, m.verified_at ? formatWibDateTime(m.verified_at) : '-'],
                ] as FieldRow[])
              : []),
          ]}
        />
        <DetailSection
          title={MSG.managingBankSectionTrade}
          rows={[
            [MSG.managingBankTradeAccountNo, dash(t.account_no)],
            [MSG.managingBankTradeUsername, dash(t.username)],
            [MSG.colHoldingAccount, dash(t.etb_no)],
            [MSG.managingBankDemoAccount, dash(t.hin_demo)],
          ]}
        />
      </SimpleGrid>
      <Stack gap="sm">
        <Title order={2} fz={18}>
          {MSG.managingBankSectionDocuments}
        </Title>
        <ManagingBankDocuments documents={d.documents} />
      </Stack>
      <VerifyModal
        accountId={m.id}
        summary={summary}
        opened={dialog === 'verify'}
        onClose={() => setDialog(null)}
      />
      <RejectModal
        accountId={m.id}
        summary={summary}
        opened={dialog === 'reject'}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
