import {
  type CustomerState,
  type FlowId,
  MSG,
  nextRoute,
  ONBOARDING_STEPS,
  previousStep,
  type StepId,
  type StepSection,
} from '@kilau/shared';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type FocusEvent, type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths';
import { useHydrated } from '../../../../lib/use-hydrated';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useFixMode } from '../../lib/use-fix-mode';
import { FixLabel, FixNotice } from './fix-frame';
import { StepIndicator } from './step-indicator';
import { stepTitle } from './step-titles';

/** Where a step's links lead in a flow: the previous step (the bank choice before the first), the next. */
export function stepRoutes(flow: FlowId, step: StepId) {
  return {
    previous: previousStep(flow, step)?.route ?? paths.chooseBank,
    next: nextRoute(flow, step) ?? ONBOARDING_STEPS.review.route,
  };
}

export interface StepLayoutProps {
  step: StepId;
  flow: FlowId;
  /** The record's state, which decides the ticked steps of the indicator when `saved` is not given. */
  state: CustomerState | null;
  /** The sections the server says are saved: the indicator ticks them and links to them. */
  saved?: readonly StepSection[];
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

/** How long after a submit the first focus inside the form is taken as the form's own error focus. */
const ERROR_FOCUS_WINDOW_MS = 5000;

/**
 * Every step form's refused submit, on a phone (decision 0125): react-hook-form focuses the first
 * invalid field (shouldFocusError), and the browser's own scroll may leave that field, or the
 * message under it, behind the sticky button bar. So the first focus that follows a submit
 * brings the field to the middle of the screen, with its message, above the bar. One mechanism
 * here rather than one per step: the form's submit and focus events bubble to the frame.
 */
function useRevealFirstError() {
  const submittedAt = useRef(0);
  return {
    onSubmit: () => {
      submittedAt.current = Date.now();
    },
    onFocus: (e: FocusEvent<HTMLElement>) => {
      if (Date.now() - submittedAt.current > ERROR_FOCUS_WINDOW_MS) return;
      submittedAt.current = 0;
      e.target.scrollIntoView({ block: 'center' });
    },
  };
}

/**
 * The frame of an onboarding step: the step indicator of the record's flow and state, the heading,
 * the content, and the previous link with the save button, which stays at the bottom of the screen
 * on phones. While the record waits for a fix (decision 0112), a step asked for shows what the
 * reviewer asked above its form and leads back to the fix list; any other step opens read-only:
 * its fields disabled (one fieldset), the notice, and no save button.
 */
export function StepLayout({
  step,
  flow,
  state,
  saved,
  title,
  subtitle,
  formId,
  saving = false,
  saveLabel,
  actions,
  children,
}: StepLayoutProps) {
  const { previous } = stepRoutes(flow, step);
  usePageTitle(stepTitle(step));
  const fix = useFixMode(step);
  const readOnly = fix.access === 'read-only';
  const reveal = useRevealFirstError();
  // A step the server sent with the customer's data (decision 0182) paints its filled form before
  // the scripts run: until React handles it, nothing in it takes input and the save button sends
  // nothing (decision 0177), so the browser cannot send the form on its own.
  const hydrated = useHydrated();

  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <StepIndicator flow={flow} step={step} state={state} saved={saved} />

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
          {fix.access === 'open' ? null : <FixNotice access={fix.access} items={fix.items} />}
          {/* A disabled fieldset disables every control inside it, the pickers and upload buttons too. */}
          <fieldset
            onSubmit={reveal.onSubmit}
            onFocus={reveal.onFocus}
            disabled={readOnly}
            inert={hydrated ? undefined : true}
            data-readonly={readOnly || undefined}
            style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
          >
            {children}
          </fieldset>
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
          {fix.access === 'open' ? (
            <Button component={Link} to={previous} variant="default">
              {MSG.buttonPrevious}
            </Button>
          ) : (
            <Button component={Link} to={paths.registerFix} variant="default">
              <FixLabel name="back" />
            </Button>
          )}
          {readOnly
            ? null
            : (actions ?? (
                <Button
                  type={hydrated ? 'submit' : 'button'}
                  aria-disabled={hydrated ? undefined : true}
                  form={formId}
                  loading={saving}
                  style={{ flex: '0 1 auto' }}
                >
                  {saveLabel ?? (fix.access === 'fix' ? <FixLabel name="save" /> : MSG.buttonSaveNext)}
                </Button>
              ))}
        </Group>
      </Box>
    </Stack>
  );
}
