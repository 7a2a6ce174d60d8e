import {
  type CustomerState,
  type FlowId,
  flowSteps,
  isStepSaved,
  MSG,
  type OnboardingStep,
  type StepId,
} from '@kilau/shared';
import { Box, CheckIcon, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { stepOfText, stepTitle } from './step-titles';

/** The data steps of the flow the indicator counts (the review comes after them). */
function indicatorSteps(flow: FlowId): OnboardingStep[] {
  return flowSteps(flow).filter((s) => s.id !== 'review');
}

export interface StepIndicatorProps {
  flow: FlowId;
  step: StepId;
  /** The record's state: which steps are saved. Null before the bank registration. */
  state: CustomerState | null;
}

/**
 * Where the customer is in the flow. On wide screens every data step is listed with a tick only
 * when its data is saved (a customer who comes back to step 1 still sees steps 2–3 ticked, one who
 * skipped ahead sees the skipped step unticked); on phones "Langkah 2 dari 6" with a bar.
 */
export function StepIndicator({ flow, step, state }: StepIndicatorProps) {
  const steps = indicatorSteps(flow);
  const index = steps.findIndex((s) => s.id === step);
  // The review page sits after every data step.
  const position = Math.min((index < 0 ? steps.length : index) + 1, steps.length);

  return (
    <>
      <Box component="nav" aria-label={MSG.stepProgressLabel} visibleFrom="md">
        <Group component="ol" gap={8} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
          {steps.map((s, i) => {
            const current = s.id === step;
            const saved = isStepSaved(s.id, state);
            return (
              <Group
                key={s.id}
                component="li"
                gap={6}
                wrap="nowrap"
                style={{ flex: i < steps.length - 1 ? '1 1 0' : '0 0 auto', minWidth: 0 }}
                aria-current={current ? 'step' : undefined}
              >
                <ThemeIcon
                  size={28}
                  radius="xl"
                  variant={saved ? 'filled' : current ? 'outline' : 'default'}
                  color={saved || current ? 'navy' : 'gray'}
                  aria-hidden
                >
                  {saved ? (
                    <CheckIcon size={12} />
                  ) : (
                    <Text fz="xs" fw={700}>
                      {i + 1}
                    </Text>
                  )}
                </ThemeIcon>
                <Text fz="xs" fw={current ? 700 : 500} c={current ? 'navy.8' : 'dimmed'} lh={1.25}>
                  {stepTitle(s.id)}
                  {saved ? <VisuallyHidden> ({MSG.stepSavedMark})</VisuallyHidden> : null}
                </Text>
                {i < steps.length - 1 ? (
                  <Box
                    aria-hidden
                    h={2}
                    miw={12}
                    style={{ flex: '1 1 auto', background: 'var(--mantine-color-gray-3)' }}
                  />
                ) : null}
              </Group>
            );
          })}
        </Group>
      </Box>
      <Stack gap={6} hiddenFrom="md" aria-label={MSG.stepProgressLabel}>
        <Text size="sm" fw={600} c="dimmed">
          {stepOfText(position, steps.length)}
        </Text>
        <Progress value={(position / steps.length) * 100} size="sm" aria-hidden />
      </Stack>
    </>
  );
}
