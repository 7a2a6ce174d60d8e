import { type Bank, bankName, MSG } from '@kilau/shared';
import {
  Alert,
  Button,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { BankLogo } from '../../../components/ui/bank-logo';
import { Modal } from '../../../components/ui/overlays';
import { QueryState } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { readChoice, writeChoice } from '../../../lib/onboarding-choice';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBanks } from '../api/banks';

type Dialog = { bank: Bank; step: 'ask' | 'open-first' } | null;

/** /choose-bank: the partner bank (docs/product/onboarding.md § Screens); some banks need an existing savings account. */
export default function ChooseBankPage() {
  usePageTitle(MSG.chooseBankPageTitle);
  const navigate = useNavigate();
  const banks = useBanks();
  const [dialog, setDialog] = useState<Dialog>(null);

  // The bank is chosen for a platform: without one, the customer starts at the platform choice.
  // Read once hydrated: the build renders this screen's frame, which knows no storage (decision 0177).
  const hydrated = useHydrated();
  if (hydrated && !readChoice('platformId')) return <Navigate to={paths.platformChoice} replace />;

  const choose = (bank: Bank) => {
    writeChoice('bankCode', bank.bank_code);
    if (bank.requires_existing_account) setDialog({ bank, step: 'ask' });
    else void navigate(paths.bankRegistration);
  };

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.chooseBankTitle}
        </Title>
        <Text c="dimmed">{MSG.chooseBankSubtitle}</Text>
      </div>

      {banks.isPending ? (
        <SimpleGrid cols={{ base: 2, md: 4 }} aria-busy="true" aria-label={MSG.loading}>
          {[0, 1, 2, 3].map((k) => (
            <Skeleton key={k} h={140} radius="lg" />
          ))}
        </SimpleGrid>
      ) : banks.error ? (
        <QueryState isLoading={false} error={banks.error} onRetry={() => void banks.refetch()} />
      ) : (
        <SimpleGrid component="ul" cols={{ base: 2, md: 4 }} p={0} m={0} style={{ listStyle: 'none' }}>
          {banks.data.map((bank) => (
            <li key={bank.bank_code}>
              <UnstyledButton
                onClick={() => choose(bank)}
                w="100%"
                h="100%"
                p="lg"
                bg="white"
                style={{
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 'var(--mantine-radius-lg)',
                  boxShadow: 'var(--mantine-shadow-xs)',
                }}
              >
                <Stack align="center" gap="sm" ta="center">
                  <BankLogo code={bank.bank_code} size={56} />
                  <Text fw={700}>{bankName(bank.bank_code)}</Text>
                </Stack>
              </UnstyledButton>
            </li>
          ))}
        </SimpleGrid>
      )}

      <Modal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog ? bankName(dialog.bank.bank_code) : ''}
        centered
        styles={{ title: { fontWeight: 700 } }}
        closeButtonProps={{ 'aria-label': MSG.buttonClose }}
      >
        {dialog?.step === 'ask' ? (
          <Stack>
            <Group wrap="nowrap">
              <BankLogo code={dialog.bank.bank_code} />
              <Text>{MSG.hasBankAccountQuestion}</Text>
            </Group>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDialog({ bank: dialog.bank, step: 'open-first' })}>
                {MSG.hasBankAccountNo}
              </Button>
              <Button onClick={() => void navigate(paths.bankRegistration)} data-autofocus>
                {MSG.hasBankAccountYes}
              </Button>
            </Group>
          </Stack>
        ) : dialog ? (
          <Stack>
            <Alert color="gold" variant="light" title={MSG.openBankAccountTitle}>
              {MSG.openBankAccountFirst}
            </Alert>
            <Stack gap="xs">
              {dialog.bank.app_links.map((link) => (
                <Button
                  key={link.url}
                  component="a"
                  href={link.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outline"
                  fullWidth
                >
                  {link.store}
                  <VisuallyHidden> {MSG.opensInNewTab}</VisuallyHidden>
                </Button>
              ))}
            </Stack>
            <Button variant="subtle" onClick={() => setDialog(null)}>
              {MSG.chooseBankChange}
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
