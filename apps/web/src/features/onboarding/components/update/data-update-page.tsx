/**
 * /pengkinian-data/ubah, 'Ajukan perubahan data' (decision 0217): an approved customer changes the
 * onboarding's steps 2 (work and KTP address), 3 (finances) and 5 (emergency contact) as one data
 * request, while the approved record stays in force. Each step is a section with a switch; a
 * section turned on shows that step's own fields (EmploymentFields, FinancialFields,
 * EmergencyContactFields) on a form of its own, with the step's resolver, filled from the record as
 * the step page fills it, but with the step's confirmations unticked: the customer confirms again
 * what they send. 'Kirim perubahan' checks every section turned on and sends their values together.
 *
 * Why the page is here and sends through a prop: these are the onboarding's forms, their rules,
 * starting values and master-data lists, so the page belongs to the onboarding feature; the
 * request itself is the data-rights feature's call and the review to read again is the periodic
 * review's. Features do not import each other (architecture.md §3.1), so app/ hands the sending in
 * as `onSend`, as it hands the profile's card to the periodic review's page.
 * app/periodic-update-screen.tsx composes it. `onSend` rejects with the API's error: a field error
 * named 'changes.<step>.<path>' goes on that field of that section, anything else in the alert.
 */
import type { DataUpdateChanges } from '@kilau/shared';
import { MSG } from '@kilau/shared';
import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { usePageTitle } from '../../../../lib/use-page-title';
import { WithCustomerRecord } from '../shared/no-record-gate';

// The forms and their fields arrive after the first paint (as the step pages' forms do).
const UpdateSections = lazy(() => import('./update-form'));

export interface DataUpdatePageProps {
  /** Sends the changed steps as one request; rejects with the API's error. */
  onSend: (changes: DataUpdateChanges) => Promise<unknown>;
}

export default function DataUpdatePage({ onSend }: DataUpdatePageProps) {
  usePageTitle(MSG.periodicReviewUpdateTitle);
  const [sent, setSent] = useState(false);
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <div>
        <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
          {MSG.periodicReviewUpdateTitle}
        </Title>
        <Text size="sm" mt={4}>
          {MSG.periodicReviewUpdateIntro}
        </Text>
      </div>
      {sent ? (
        <Alert color="teal" variant="light" data-testid="data-update-sent">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{MSG.periodicReviewUpdateSent}</Text>
            <Button component={Link} to={paths.periodicReview} variant="default">
              {MSG.periodicReviewUpdateBack}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {MSG.periodicReviewUpdateIdentityHint}{' '}
            <Anchor component={Link} to={paths.dataRights} size="sm" fw={600} underline="always">
              {MSG.periodicReviewUpdateCorrectionLink}
            </Anchor>
          </Text>
          <WithCustomerRecord>
            {(record) => (
              <Suspense fallback={<Loader size="sm" aria-label={MSG.loading} />}>
                <UpdateSections record={record} onSend={onSend} onSent={() => setSent(true)} />
              </Suspense>
            )}
          </WithCustomerRecord>
        </>
      )}
    </Stack>
  );
}
