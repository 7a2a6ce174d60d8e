import { bankName, MSG } from '@kilau/shared';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { BankLogo } from '../../../components/ui/bank-logo';
import { paths } from '../../../config/paths';
import { readChoice } from '../../../lib/onboarding-choice';

/**
 * /bank-login: the bank registration form of spec 001 §2. For now it confirms the chosen bank;
 * the form itself (fullname, mothers_name, date_of_birth, ktp_no, consents) comes with onboarding.
 */
export default function BankRegistrationPage() {
  const code = readChoice('bankCode');
  if (!code) return <Navigate to={paths.chooseBank} replace />;
  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto">
      <Stack gap="lg">
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.bankRegistrationTitle}
        </Title>
        <Group wrap="nowrap" gap="md">
          <BankLogo code={code} size={56} />
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {MSG.selectedBank}
            </Text>
            <Text fw={700} size="lg">
              {bankName(code)}
            </Text>
          </div>
        </Group>
        <Alert color="navy" variant="light" title={MSG.comingSoon}>
          {MSG.bankRegistrationPreparing}
        </Alert>
        <Group>
          <Button component={Link} to={paths.chooseBank} variant="default">
            {MSG.buttonBack}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
