/**
 * The forms of 'Ajukan perubahan data' (decision 0217; data-update-page.tsx says what the page is):
 * one section a step, each with its switch and, while on, the step's own fields on a form of its
 * own, checked by the step's resolver; 'Kirim perubahan' sends the sections turned on together.
 * Loaded after the page's first paint, as the step pages' own forms are (their fields modules).
 */
import type {
  DataUpdateChanges,
  DataUpdateStep,
  EmergencyContactBody,
  EmploymentBody,
  FinancialBody,
} from '@kilau/shared';
import { DATA_UPDATE_STEP_LABELS, DATA_UPDATE_STEPS, MSG } from '@kilau/shared';
import { Alert, Button, Flex, Group, Paper, Stack, Switch, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { QueryState } from '../../../../components/ui/query-state';
import { paths } from '../../../../config/paths';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { useEmergencyContact } from '../../api/emergency-contact';
import { useFinancial } from '../../api/financial';
import {
  EmergencyContactFields,
  type EmergencyContactForm,
  emergencyContactFormResolver,
  emergencyContactFormValues,
} from '../emergency-contact/emergency-contact-fields';
import {
  EmploymentFields,
  type EmploymentForm,
  employmentDefaults,
  employmentFormResolver,
} from '../employment/employment-fields';
import {
  FinancialFields,
  type FinancialForm,
  financialFormResolver,
  financialFormValues,
} from '../financial/financial-fields';
import type { StepRecord } from '../shared/step-form';

/** A server field error of a section: 'changes.<step>.<the field's path in the step's form>'. */
const SECTION_FIELD = /^changes\.(employment|financial|emergency_contact)\.(.+)$/;

export interface UpdateSectionsProps {
  record: StepRecord;
  /** Sends the changed steps as one request; rejects with the API's error. */
  onSend: (changes: DataUpdateChanges) => Promise<unknown>;
  onSent: () => void;
}

type SectionsProps = UpdateSectionsProps;

/** The forms once the record's finances and emergency contact are read (the record is already). */
export default function UpdateSections(props: SectionsProps) {
  const financial = useFinancial(props.record.customerId);
  const contact = useEmergencyContact(props.record.customerId);
  if (!financial.isSuccess || !contact.isSuccess) {
    const failed = financial.isError ? financial : contact.isError ? contact : null;
    return (
      <QueryState isLoading={!failed} error={failed?.error ?? null} onRetry={() => void failed?.refetch()} />
    );
  }
  return <UpdateForm {...props} financial={financial.data} contact={contact.data} />;
}

/**
 * The form's values once valid (its resolver's output), or null after marking what is wrong. A
 * refused form focuses its first invalid field, as the step pages do.
 */
function checked<F extends FieldValues, B>(form: UseFormReturn<F, unknown, B>): Promise<B | null> {
  return new Promise((resolve) => {
    void form.handleSubmit(
      (body) => resolve(body),
      () => resolve(null),
    )();
  });
}

function UpdateForm({
  record,
  financial: savedFinancial,
  contact: savedContact,
  onSend,
  onSent,
}: SectionsProps & {
  financial: Parameters<typeof financialFormValues>[0];
  contact: Parameters<typeof emergencyContactFormValues>[0];
}) {
  // The step pages' starting values, every confirmation unticked: what is sent is confirmed anew.
  const employment = useForm<EmploymentForm, unknown, EmploymentBody>({
    resolver: employmentFormResolver,
    mode: 'onTouched',
    defaultValues: {
      ...employmentDefaults(record),
      has_confirm_employment: false,
      has_confirm_costumer: false,
      has_confirm_beneficial_owner: false,
      has_acknowledge_profile: false,
    },
  });
  const financial = useForm<FinancialForm, unknown, FinancialBody>({
    resolver: financialFormResolver,
    defaultValues: { ...financialFormValues(savedFinancial), has_confirm_financial: false },
  });
  const contact = useForm<EmergencyContactForm, unknown, EmergencyContactBody>({
    resolver: emergencyContactFormResolver,
    defaultValues: { ...emergencyContactFormValues(savedContact), has_confirm_emergency_contact: false },
  });
  const [on, setOn] = useState<Record<DataUpdateStep, boolean>>({
    employment: false,
    financial: false,
    emergency_contact: false,
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  /** Puts a server field error on its section's field; false when no section shown has it. */
  const placeError = (field: string, message: string, focus: boolean): boolean => {
    const match = SECTION_FIELD.exec(field);
    const step = match?.[1] as DataUpdateStep | undefined;
    const path = match?.[2];
    if (!step || !path || !on[step]) return false;
    const error = { type: 'server', message };
    const options = { shouldFocus: focus };
    if (step === 'employment') employment.setError(path as Path<EmploymentForm>, error, options);
    else if (step === 'financial') financial.setError(path as Path<FinancialForm>, error, options);
    else contact.setError(path as Path<EmergencyContactForm>, error, options);
    return true;
  };

  async function send() {
    setAlert(null);
    if (!DATA_UPDATE_STEPS.some((step) => on[step])) {
      setAlert(MSG.periodicReviewUpdateChooseSection);
      return;
    }
    setSending(true);
    try {
      // Checked from the last section to the first: each refused form focuses its first invalid
      // field, so the first section's ends with the focus.
      const contactBody = on.emergency_contact ? await checked(contact) : undefined;
      const financialBody = on.financial ? await checked(financial) : undefined;
      const employmentBody = on.employment ? await checked(employment) : undefined;
      if (employmentBody === null || financialBody === null || contactBody === null) {
        setAlert(MSG.periodicReviewUpdateFixErrors);
        return;
      }
      await onSend({
        ...(employmentBody ? { employment: employmentBody } : {}),
        ...(financialBody ? { financial: financialBody } : {}),
        ...(contactBody ? { emergency_contact: contactBody } : {}),
      });
      onSent();
    } catch (err) {
      const fieldErrors = err instanceof ApiError ? err.fieldErrors : [];
      let placed = 0;
      const elsewhere: string[] = [];
      for (const e of fieldErrors) {
        if (placeError(e.field, e.message, placed === 0)) placed += 1;
        else elsewhere.push(e.message);
      }
      setAlert(
        elsewhere.length > 0
          ? elsewhere.join(' ')
          : placed > 0
            ? MSG.periodicReviewUpdateFixErrors
            : errorMessage(err),
      );
    } finally {
      setSending(false);
    }
  }

  const section = (step: DataUpdateStep, fields: ReactNode) => (
    <UpdateSection
      key={step}
      step={step}
      on={on[step]}
      onToggle={(value) => {
        setAlert(null);
        setOn((current) => ({ ...current, [step]: value }));
      }}
    >
      {fields}
    </UpdateSection>
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Stack gap="lg">
        {section(
          'employment',
          <EmploymentFields form={employment} platformId={record.platformId} headingOrder={3} />,
        )}
        {section(
          'financial',
          <FinancialFields form={financial} platformId={record.platformId} headingOrder={3} />,
        )}
        {section('emergency_contact', <EmergencyContactFields form={contact} />)}
        {alert ? (
          <Alert color="red" variant="light" role="alert" data-testid="data-update-alert">
            {alert}
          </Alert>
        ) : null}
        {/* On a phone the send button comes first, full width; beside the way back from sm up. */}
        <Flex direction={{ base: 'column-reverse', sm: 'row' }} justify="space-between" gap="sm">
          <Button component={Link} to={paths.periodicReview} variant="default">
            {MSG.periodicReviewUpdateBack}
          </Button>
          <Button type="submit" color="gold" loading={sending}>
            {MSG.periodicReviewUpdateSend}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

/** One step's section: its name, the switch that turns it on, and while on, its fields. */
function UpdateSection({
  step,
  on,
  onToggle,
  children,
}: {
  step: DataUpdateStep;
  on: boolean;
  onToggle: (on: boolean) => void;
  children: ReactNode;
}) {
  const titleId = `data-update-${step}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={titleId}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} fz="lg" c="navy.8" id={titleId}>
            {DATA_UPDATE_STEP_LABELS[step]}
          </Title>
          <Switch
            label={MSG.periodicReviewUpdateToggle}
            checked={on}
            onChange={(e) => onToggle(e.currentTarget.checked)}
            // Three switches read the same: each names its section too.
            aria-describedby={titleId}
          />
        </Group>
        {on ? children : null}
      </Stack>
    </Paper>
  );
}
