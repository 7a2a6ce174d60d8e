/**
 * /register-waiting (docs/product/onboarding.md § Screens): the data was entered and an admin will verify it; what comes
 * next (the review and its usual length, a possible video call, the result; decision 0089); the
 * customer-service phone and e-mail from the public configuration. A returning customer whose
 * record is submitted lands here; there is nothing to do but wait, so no logout is forced. After a
 * resubmission (decision 0112) it says the fixes are being reviewed again, and since when.
 */
import { fillTemplate, formatWibDateTime, KYC_REVIEW_USUAL_WORKING_DAYS, MSG } from '@kilau/shared';
import { Anchor, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePublicConfig } from '../../../../lib/public-config';
import { useHydrated } from '../../../../lib/use-hydrated';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useCustomerRecord } from '../../api/customer-record';
import { useResubmittedAt } from '../../api/fix-list';
import { DoneMark } from '../shared/done-mark';

/** `notice`: what the app puts under the text (the scheduled video call, from its own feature). */
export default function WaitingPage({ notice }: { notice?: ReactNode }) {
  usePageTitle(MSG.waitingPageTitle);
  const config = usePublicConfig();
  // The contacts only from the render after hydration. The build renders this screen in the
  // customer's frame without the configuration (decision 0177), and React hydrates the screen's
  // boundary (router.tsx's `page`) in a pass of its own after the shell's: by then the shell's
  // footer may have the same configuration in the query cache, and a first render showing it would
  // not match the markup (React error #418).
  const contacts = useHydrated() ? config.data : undefined;
  const phone = contacts?.cs_phone;
  const email = contacts?.cs_email;
  const record = useCustomerRecord();
  const resubmitted = useResubmittedAt(record.customerId, record.state === 'submitted').data ?? null;
  return (
    <Paper withBorder radius="lg" shadow="xs" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto" mt="lg">
      <Stack gap="md" align="center" ta="center">
        <DoneMark />
        <Title order={1} fz={{ base: 22, sm: 26 }} c="navy.8">
          {resubmitted ? MSG.waitingAgainTitle : MSG.waitingTitle}
        </Title>
        <Text c="dimmed">
          {resubmitted
            ? fillTemplate(MSG.waitingAgainText, { time: formatWibDateTime(resubmitted) })
            : MSG.waitingText}
        </Text>
        {notice}
        <Stack gap={6} w="100%" ta="left" component="section" aria-labelledby="waiting-next-title">
          <Text fw={700} size="sm" id="waiting-next-title">
            {MSG.waitingNextTitle}
          </Text>
          <List type="ordered" size="sm" spacing={6}>
            <List.Item>
              {fillTemplate(MSG.waitingNextReview, { days: KYC_REVIEW_USUAL_WORKING_DAYS })}
            </List.Item>
            <List.Item>{MSG.waitingNextVideo}</List.Item>
            <List.Item>{MSG.waitingNextResult}</List.Item>
          </List>
        </Stack>
        {phone || email ? (
          <Stack gap={6} w="100%" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Text size="sm" fw={600}>
              {MSG.waitingContactIntro}
            </Text>
            {phone ? (
              <Group gap={6} justify="center">
                <Text size="sm" c="dimmed">
                  {MSG.waitingPhone}:
                </Text>
                <Anchor href={`tel:${phone.replace(/[^\d+]/g, '')}`} size="sm" fw={600}>
                  {phone}
                </Anchor>
              </Group>
            ) : null}
            {email ? (
              <Group gap={6} justify="center">
                <Text size="sm" c="dimmed">
                  {MSG.waitingEmail}:
                </Text>
                <Anchor href={`mailto:${email}`} size="sm" fw={600}>
                  {email}
                </Anchor>
              </Group>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
