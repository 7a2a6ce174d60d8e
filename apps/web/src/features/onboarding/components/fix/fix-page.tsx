/**
 * /register-perbaikan, 'Perlu perbaikan' (decision 0112): a reviewer asked the customer to fix some
 * documents or data. Each item with its reason and the reviewer's note, a 'Perbaiki' link to the
 * step that fixes it (only those steps open; the others are read-only) and 'Sudah diperbaiki' once
 * a new version is saved; the declaration of source of funds is made here (funds-declaration-form.tsx).
 * 'Kirim ulang untuk ditinjau' sends the record back to the review through
 * the usual submission, PATCH /v2/kyc/submission/{customerId}, once every item is fixed, and the
 * screen then says 'Perbaikan terkirim' and what comes next (fix-sent.tsx).
 */
import { type CustomerFixItem, fillTemplate, formatDateId, MSG, ONBOARDING_SC, SC } from '@kilau/shared';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { QueryState } from '../../../../components/ui/query-state';
import { paths } from '../../../../config/paths';
import { errorMessage } from '../../../../lib/api-client';
import { notifyError } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/use-page-title';
import { submitRegistration } from '../../api/attachment';
import { CUSTOMER_RECORD_KEY } from '../../api/customer-record';
import { FIX_LIST_KEY, type FixList, useFixList } from '../../api/fix-list';
import { allFixed, fixItemRoute, reasonOf } from '../../lib/fix-mode';
import { WithCustomerRecord } from '../shared/no-record-gate';
import { FixSent } from './fix-sent';
import { FundsDeclarationForm } from './funds-declaration-form';

export default function FixPage() {
  // Set once the server took the resubmission: the record is 'submitted' from then on, so the
  // confirmation is held here, above the state check that would send it elsewhere.
  const [sentAt, setSentAt] = useState<Date | null>(null);
  usePageTitle(sentAt ? MSG.fixSentTitle : MSG.fixPageTitle);
  if (sentAt) return <FixSent at={sentAt} />;
  return (
    <WithCustomerRecord>
      {(record) =>
        // Only a record waiting for a fix has a list; any other state goes where it belongs.
        record.state === 'fix' ? (
          <FixScreen customerId={record.customerId} onSent={setSentAt} />
        ) : (
          <Navigate replace to={paths.registerResume} />
        )
      }
    </WithCustomerRecord>
  );
}

function FixScreen({ customerId, onSent }: { customerId: string; onSent: (at: Date) => void }) {
  const list = useFixList(customerId, true);
  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={720} mx="auto" w="100%">
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} c="navy.8">
            {MSG.fixTitle}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {MSG.fixIntro}
          </Text>
        </div>
        {list.data === undefined ? (
          <QueryState isLoading={list.isPending} error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data === null || list.data.items.length === 0 ? (
          <Alert color="gray" variant="light">
            {MSG.fixNothingAsked}
          </Alert>
        ) : (
          <FixItems customerId={customerId} list={list.data} onSent={onSent} />
        )}
      </Stack>
    </Paper>
  );
}

function FixItems({
  customerId,
  list,
  onSent,
}: {
  customerId: string;
  list: FixList;
  onSent: (at: Date) => void;
}) {
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = allFixed(list.items);
  const done = list.items.filter((i) => i.fixed).length;

  const fail = (message: string) => {
    setProblem(message);
    notifyError(message);
  };
  const resubmit = async () => {
    setProblem(null);
    setSending(true);
    try {
      const reply = await submitRegistration(customerId);
      const code = String(reply.status_code);
      // 2058: an item is not fixed after all (undone on another device, a stale list): read it again.
      if (code === String(SC.fixIncomplete)) {
        await queryClient.invalidateQueries({ queryKey: FIX_LIST_KEY });
        fail(MSG.fixAllFirst);
        return;
      }
      if (code !== ONBOARDING_SC.ok) {
        fail(MSG.stepSystemError);
        return;
      }
      // The confirmation first: the record read again is 'submitted', which this page's state
      // check would send elsewhere.
      onSent(new Date());
      await Promise.all(
        [CUSTOMER_RECORD_KEY, FIX_LIST_KEY, ['wallet']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    } catch (err) {
      fail(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed">
        {fillTemplate(MSG.fixRequestedOn, { date: formatDateId(list.requestedAt) })}
        {' · '}
        {fillTemplate(MSG.fixItemsLeft, { count: done, total: list.items.length })}
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={MSG.fixTitle}>
        {list.items.map((item) => (
          <FixItemRow key={item.item} item={item} customerId={customerId} />
        ))}
      </Stack>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
      <Stack gap={6} align="stretch">
        <Button
          size="md"
          disabled={!ready}
          loading={sending}
          onClick={() => void resubmit()}
          aria-describedby={ready ? undefined : 'fix-all-first'}
        >
          {MSG.fixResubmit}
        </Button>
        {ready ? null : (
          <Text size="sm" c="dimmed" ta="center" id="fix-all-first">
            {MSG.fixAllFirst}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function FixItemRow({ item, customerId }: { item: CustomerFixItem; customerId: string }) {
  const reason = reasonOf(item);
  const route = fixItemRoute(item);
  // The declaration of source of funds has no onboarding step: it is made here.
  const [declaring, setDeclaring] = useState(false);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-testid={`fix-item-${item.item}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${item.fixed ? 'teal-6' : 'gold-6'})` }}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
            {item.label}
          </Title>
          {item.fixed ? (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              {MSG.fixItemDone}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{reason}</Text>
        {item.note ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {MSG.fixReviewerNote}: {item.note}
          </Text>
        ) : null}
        {route ? (
          <Group>
            <Button
              component={Link}
              to={route}
              size="sm"
              variant={item.fixed ? 'default' : 'filled'}
              aria-label={`${MSG.fixItemOpen} ${item.label}`}
            >
              {MSG.fixItemOpen}
            </Button>
          </Group>
        ) : declaring ? (
          <FundsDeclarationForm
            customerId={customerId}
            saved={item.declaration ?? null}
            onDone={() => setDeclaring(false)}
          />
        ) : (
          <Group>
            <Button size="sm" variant={item.fixed ? 'default' : 'filled'} onClick={() => setDeclaring(true)}>
              {item.fixed ? MSG.fundsDeclarationEdit : MSG.fundsDeclarationFill}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
