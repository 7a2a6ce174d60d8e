/**
 * /nsb-eksternal, 'Peserta GOFX dan Jafets' (docs/product/back-office.md § Screens): the participants without a live trading
 * account and whether their demo account exists ('Selesai' / 'Belum Ada Akun'). 'Tambah akun' opens
 * 'Tambah Akun Demo' with the read-only User Id and a password that cannot be sent while invalid.
 * 10 a page, the pager only above 10, the page in the URL.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BACKOFFICE_PAGE_SIZE,
  type DemoAccountBody,
  type DemoParticipant,
  demoAccountBodySchema,
  MSG,
} from '@kilau/shared';
import { Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { type KeyboardEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ListState } from '../../../components/backoffice/list-state';
import { StaffPageHeading } from '../../../components/backoffice/page-heading';
import { FormAlert } from '../../../components/ui/form-alert';
import { PagedTable } from '../../../components/ui/paged-table';
import { errorMessage } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateDemoAccount, useDemoParticipants } from '../api/demo-accounts';

/** docs/product/back-office.md § Rules: spaces cannot be typed in the password. */
const noSpaceKey = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === ' ') e.preventDefault();
};

export default function DemoAccountsPage() {
  usePageTitle(MSG.demoTitle);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useDemoParticipants(page);
  const [chosen, setChosen] = useState<DemoParticipant | null>(null);

  const columns: DataTableColumn<DemoParticipant>[] = [
    { accessor: 'no', title: 'No', width: 56, render: (_r, i) => (page - 1) * BACKOFFICE_PAGE_SIZE + i + 1 },
    { accessor: 'name', title: MSG.colName },
    { accessor: 'username', title: MSG.demoColUsername },
    { accessor: 'email', title: MSG.demoColEmail },
    { accessor: 'phone_number', title: MSG.colPhone },
    { accessor: 'platform', title: MSG.colPlatform },
    {
      accessor: 'flag_active',
      title: MSG.detailStatus,
      render: (r) =>
        r.flag_active ? (
          <Text size="sm" fw={700} c="teal.9">
            {MSG.demoStatusDone}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {MSG.demoStatusNone}
          </Text>
        ),
    },
    {
      accessor: 'actions',
      title: MSG.colAction,
      render: (r) =>
        r.flag_active ? (
          <Text size="sm">{r.hin_demo}</Text>
        ) : (
          <Button size="compact-sm" onClick={() => setChosen(r)}>
            {MSG.demoAddAccount}
          </Button>
        ),
    },
  ];

  const total = list.data?.count ?? 0;

  return (
    <Stack gap="md">
      <StaffPageHeading title={MSG.demoTitle} />
      <ListState query={list}>
        <PagedTable<DemoParticipant>
          idAccessor="_id"
          records={list.data?.user ?? []}
          columns={columns}
          fetching={list.isFetching}
          noRecordsText={MSG.demoNoData}
          total={total}
          page={page}
          onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        />
      </ListState>
      <DemoAccountModal participant={chosen} onClose={() => setChosen(null)} />
    </Stack>
  );
}

function DemoAccountModal({
  participant,
  onClose,
}: {
  participant: DemoParticipant | null;
  onClose: () => void;
}) {
  const create = useCreateDemoAccount();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<DemoAccountBody>({
    resolver: zodResolver(demoAccountBodySchema),
    mode: 'onChange',
    values: { user_id: participant?._id ?? '', username: participant?.username ?? '', password: '' },
  });
  const close = () => {
    setError(null);
    form.reset();
    onClose();
  };
  async function submit(body: DemoAccountBody) {
    setError(null);
    try {
      await create.mutateAsync(body);
      notifySuccess(MSG.demoCreated);
      close();
    } catch (err) {
      setError(errorMessage(err));
    }
  }
  return (
    <Modal opened={participant !== null} onClose={close} title={MSG.demoModalTitle} centered>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack>
          <Text size="sm" fw={600}>
            {participant?.name}
          </Text>
          {error && <FormAlert>{error}</FormAlert>}
          <TextInput label={MSG.demoUserIdLabel} readOnly {...form.register('username')} />
          <PasswordInput
            label={MSG.demoPasswordLabel}
            autoComplete="new-password"
            withAsterisk
            onKeyDown={noSpaceKey}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <Button type="submit" loading={create.isPending} disabled={!form.formState.isValid}>
            {MSG.demoSubmit}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
