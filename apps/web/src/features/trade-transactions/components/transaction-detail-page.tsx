/**
 * /transaction-detail/{id} (docs/product/back-office.md § Screens, Calls): one trade as the exchange reported it, with its
 * participant, platform and the partner that reported it.
 */
import { formatWibDateTime, MSG, type TradeDetail } from '@kilau/shared';
import { Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { DetailSection } from '../../../components/backoffice/detail-section';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/staff-paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useTradeTransaction } from '../api/trade-transactions';
import {
  CONDITION_TEXT,
  DIRECTION_TEXT,
  formatAmount,
  STATUS_COLOR,
  STATUS_TEXT,
  TYPE_TEXT,
} from '../lib/trade-text';

function TradeView({ t }: { t: TradeDetail }) {
  const money = (v: string | null) => formatAmount(v, t.currency);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <DetailSection
        title={MSG.tradeDetailOrder}
        rows={[
          [MSG.tradeColId, t.transaction_id],
          [MSG.tradeColTime, formatWibDateTime(t.traded_at)],
          [MSG.tradeColContract, `${t.contract_size} (${t.contract_id})`],
          [MSG.tradeColDirection, DIRECTION_TEXT[t.direction]],
          [MSG.tradeColType, TYPE_TEXT[t.type]],
          [MSG.tradeColCondition, CONDITION_TEXT[t.condition]],
          [MSG.tradeColQuantity, String(t.quantity)],
          [MSG.tradeColPrice, money(t.price)],
          [MSG.tradeColSettlement, money(t.settlement_amount)],
          [MSG.tradeColFee, money(t.fee)],
          [MSG.tradeColCurrency, t.currency],
        ]}
      />
      <Stack gap="md">
        <DetailSection
          title={MSG.tradeDetailParticipant}
          rows={[
            [MSG.tradeColParticipant, t.fullname],
            [MSG.tradeColAccount, t.account_no ?? '-'],
            [MSG.tradeDetailUsername, t.participant?.username ?? '-'],
            [MSG.detailEmail, t.participant?.email ?? '-'],
            [MSG.colPlatform, t.app_name ?? '-'],
            [MSG.tradeDetailPlatformName, t.platform_name ?? '-'],
          ]}
        />
        <DetailSection
          title={MSG.tradeDetailSource}
          rows={[
            [MSG.tradeDetailPartner, t.partner_name ?? MSG.tradeDetailSeed],
            [MSG.tradeDetailReceivedAt, formatWibDateTime(t.created_at)],
          ]}
        />
      </Stack>
    </SimpleGrid>
  );
}

export default function TransactionDetailPage() {
  usePageTitle(MSG.tradeDetailTitle);
  const { id = '' } = useParams();
  const trade = useTradeTransaction(id);
  // Opened from the list: back to the list as it was (its filters and page); else the plain list.
  const state: unknown = useLocation().state;
  const listSearch =
    state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string'
      ? state.listSearch
      : '';
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        <Group gap="sm" align="center">
          <StaffPageHeading title={MSG.tradeDetailTitle} />
          {trade.data && (
            <Badge color={STATUS_COLOR[trade.data.status]} variant="light" radius="sm" size="lg">
              {STATUS_TEXT[trade.data.status]}
            </Badge>
          )}
        </Group>
        <Button variant="default" component={Link} to={`${paths.transactions}${listSearch}`}>
          {MSG.backToList}
        </Button>
      </Group>
      {trade.data ? (
        <TradeView t={trade.data} />
      ) : (
        <QueryState isLoading={trade.isLoading} error={trade.error} onRetry={() => void trade.refetch()} />
      )}
      {trade.data && (
        <Text size="xs" c="dimmed">
          ID: {trade.data.id}
        </Text>
      )}
    </Stack>
  );
}
