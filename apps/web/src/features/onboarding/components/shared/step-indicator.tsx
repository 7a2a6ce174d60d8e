import {
  type CustomerState,
  type FlowId,
  flowSteps,
  isSectionSaved,
  isStepSaved,
  MSG,
  type OnboardingStep,
  type StepId,
  type StepSection,
} from '@kilau/shared';
import { Box, CheckIcon, Group, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { stepOfText, stepTitle } from './step-titles';

/** The data steps of the flow the indicator counts (the review comes after them). */
function indicatorSteps(flow: FlowId): OnboardingStep[] {
  return flowSteps(flow).filter((s) => s.id !== 'review');
}

export interface StepIndicatorProps {
  flow: FlowId;
  step: StepId;
  /** The record's state: which steps are saved when `saved` is not known. Null before the bank registration. */
  state: CustomerState | null;
  /** The sections the server says are saved (exact, a skipped step included). */
  saved?: readonly StepSection[];
}

/**
 * Where the customer is in the flow: every data step as a numbered circle, ticked only when its
 * data is saved (a customer back at step 1 still sees steps 2–3 ticked, one who skipped a step sees
 * it unticked). A saved step is a link, so a customer can go back to any of them in one tap; the
 * others are reached by saving in order. Wide screens name each step; phones say "Langkah 2 dari 6"
 * above the circles and keep the names for screen readers.
 */
export function StepIndicator({ flow, step, state, saved }: StepIndicatorProps) {
  const wide = useMediaQuery('(min-width: 62em)');
  const steps = indicatorSteps(flow);
  const index = steps.findIndex((s) => s.id === step);
  // The review page sits after every data step.
  const position = Math.min((index < 0 ? steps.length : index) + 1, steps.length);
  const isSaved = (id: StepId) => (saved ? isSectionSaved(id, saved) : isStepSaved(id, state));

  return (
    <Box component="nav" aria-label={MSG.stepProgressLabel}>
      <Text size="sm" fw={600} c="dimmed" hiddenFrom="md" mb={6}>
        {stepOfText(position, steps.length)}
      </Text>
      <Group component="ol" gap={8} wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }}>
        {steps.map((s, i) => {
          const current = s.id === step;
          const done = isSaved(s.id);
          const label = (
            <>
              {stepTitle(s.id)}
              {done ? <VisuallyHidden> ({MSG.stepSavedMark})</VisuallyHidden> : null}
            </>
          );
          const content = (
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <ThemeIcon
                size={28}
                radius="xl"
                variant={done ? 'filled' : current ? 'outline' : 'default'}
                color={done || current ? 'navy' : 'gray'}
                // A ring marks where the customer is, also on a saved (ticked) step.
                style={
                  current
                    ? {
                        boxShadow:
                          '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-color-navy-4)',
                      }
                    : undefined
                }
                aria-hidden
              >
                {done ? (
                  <CheckIcon size={12} />
                ) : (
                  <Text fz="xs" fw={700}>
                    {i + 1}
                  </Text>
                )}
              </ThemeIcon>
              {wide ? (
                <Text
                  fz="xs"
                  fw={current ? 700 : 500}
                  c={current ? 'navy.8' : 'dimmed'}
                  td={done && !current ? 'underline' : undefined}
                  lh={1.25}
                >
                  {label}
                </Text>
              ) : (
                <VisuallyHidden>{label}</VisuallyHidden>
              )}
            </Group>
          );
          return (
            <Group
              key={s.id}
              component="li"
              gap={6}
              wrap="nowrap"
              style={{ flex: i < steps.length - 1 ? '1 1 0' : '0 0 auto', minWidth: 0 }}
              aria-current={current ? 'step' : undefined}
            >
              {done && !current ? (
                <UnstyledButton component={Link} to={s.route} style={{ borderRadius: 999, minWidth: 0 }}>
                  {content}
                </UnstyledButton>
              ) : (
                content
              )}
              {i < steps.length - 1 ? (
                <Box
                  aria-hidden
                  h={2}
                  miw={8}
                  style={{ flex: '1 1 auto', background: 'var(--mantine-color-gray-3)' }}
                />
              ) : null}
            </Group>
          );
        })}
      </Group>
    </Box>
  );
}
