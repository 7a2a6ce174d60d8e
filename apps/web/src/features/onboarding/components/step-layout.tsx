import {
  type FlowId,
  flowSteps,
  type MessageKey,
  MSG,
  nextRoute,
  ONBOARDING_STEPS,
  previousStep,
  type StepId,
} from '@kilau/shared';
import { Box, Button, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The short title of each step (the indicator and the page heading). */
export const STEP_TITLE_KEYS: Readonly<Record<StepId, MessageKey>> = {
  personal: 'stepPersonalTitle',
  employment: 'stepEmploymentTitle',
  financial: 'stepFinancialTitle',
  bank_account: 'stepBankAccountTitle',
  emergency_contact: 'stepContactTitle',
  attachment: 'stepAttachmentTitle',
  review: 'stepReviewTitle',
};

export function stepTitle(step: StepId): string {
  return MSG[STEP_TITLE_KEYS[step]];
}

/** Where a step's links lead in a flow: the previous step (the bank choice before the first), the next. */
export function stepRoutes(flow: FlowId, step: StepId) {
  return {
    previous: previousStep(flow, step)?.route ?? paths.chooseBank,
    next: nextRoute(flow, step) ?? ONBOARDING_STEPS.review.route,
  };
}

/** The data steps of the flow the indicator counts (the review comes after them). */
function indicatorSteps(flow: FlowId) {
  return flowSteps(flow).filter((s) => s.id !== 'review');
}

/** "Langkah 2 dari 6". */
export function stepOfText(n: number, total: number): string {
  return MSG.stepOf.replace('{n}', String(n)).replace('{total}', String(total));
}

export interface StepLayoutProps {
  step: StepId;
  flow: FlowId;
  /** The heading; the step's own title by default. */
  title?: string;
  subtitle?: ReactNode;
  /** The id of the <form> the save button submits. */
  formId?: string;
  saving?: boolean;
  saveLabel?: string;
  /** Replaces the save button (e.g. a screen with its own actions). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of an onboarding step: the heading, the step indicator of the record's flow (a Stepper
 * on wide screens, "Langkah 2 dari 6" with a bar on phones), the content, and the previous link
 * with the save button, which stays at the bottom of the screen on phones.
 */
export function StepLayout({
  step,
  flow,
  title,
  subtitle,
  formId,
  saving = false,
  saveLabel = MSG.buttonSaveNext,
  actions,
  children,
}: StepLayoutProps) {
  const steps = indicatorSteps(flow);
  const index = steps.findIndex((s) => s.id === step);
  const active = index < 0 ? steps.length : index;
  const shown = Math.min(active + 1, steps.length);
  const { previous } = stepRoutes(flow, step);

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Box visibleFrom="md" aria-label={MSG.stepProgressLabel} component="nav">
        <Stepper
          active={active}
          size="xs"
          allowNextStepsSelect={false}
          iconSize={28}
          styles={{ separator: { marginInline: 8 }, stepBody: { marginInlineStart: 6 } }}
        >
          {steps.map((s) => (
            <Stepper.Step
              key={s.id}
              label={stepTitle(s.id)}
              aria-current={s.id === step ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </Box>
      <Stack gap={6} hiddenFrom="md" aria-label={MSG.stepProgressLabel}>
        <Text size="sm" fw={600} c="dimmed">
          {stepOfText(shown, steps.length)}
        </Text>
        <Progress value={(shown / steps.length) * 100} size="sm" aria-hidden />
      </Stack>

      <Paper withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }} c="navy.8">
              {title ?? stepTitle(step)}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm" mt={4}>
                {subtitle}
              </Text>
            ) : null}
          </div>
          {children}
        </Stack>
      </Paper>

      <Box
        pos={{ base: 'sticky', sm: 'static' }}
        bottom={0}
        py="sm"
        px={{ base: 'sm', sm: 0 }}
        // Full bleed on phones: exactly the shell's side padding (sm), or the page scrolls sideways.
        mx={{ base: 'calc(var(--mantine-spacing-sm) * -1)', sm: 0 }}
        bg={{ base: 'white', sm: 'transparent' }}
        style={{ zIndex: 5, borderTop: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Button component={Link} to={previous} variant="default">
            {MSG.buttonPrevious}
          </Button>
          {actions ?? (
            <Button type="submit" form={formId} loading={saving} style={{ flex: '0 1 auto' }}>
              {saveLabel}
            </Button>
          )}
        </Group>
      </Box>
    </Stack>
  );
}
