/**
 * What the KTP's reviewer must see beside it: the NIK warnings recorded at onboarding and the
 * identities this participant shares with others (a blacklisted one in red).
 */
import { type KycDetail, MSG, statusNasabahText } from '@kilau/shared';
import { Alert, Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../../config/staff-paths';

const DUPLICATE_TEXT = {
  nik: MSG.duplicateNik,
  phone: MSG.duplicatePhone,
  email: MSG.duplicateEmail,
  bank_account: MSG.duplicateBankAccount,
} as const;

export function Duplicates({ items }: { items: KycDetail['duplicates'] }) {
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

export function NikWarnings({ warnings }: { warnings: KycDetail['nik_warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    // The theme gives a light orange alert a text that reads at 4.5:1 or more (lib/theme.ts).
    <Alert color="orange" variant="light" title={MSG.nikWarningsTitle}>
      <List size="sm">
        {warnings.map((w) => (
          <List.Item key={w.code}>{w.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
