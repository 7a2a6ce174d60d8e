/**
 * The emergency contact's fields (docs/product/onboarding.md § Screens), on a form the caller owns: the step
 * page's, or the periodic review's data update (decision 0217), which lazy-loads them.
 */
import { CONTACT_PHONE_MAX, type EmergencyContactBody, MSG, POSTCODE_LENGTH } from '@kilau/shared';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { lazyResolver } from '../../../../lib/lazy-resolver';
import type { useEmergencyContact } from '../../api/emergency-contact';
import { filtered, NOT_DIGITS } from '../../lib/input-filters';
import { ConfirmCheckbox } from '../shared/confirm-checkbox';
import { AddressField, LettersField } from '../shared/identity-fields';

export interface EmergencyContactForm {
  fullname: string;
  address: string;
  postcode: string;
  phonenumber: string;
  relationship: string;
  has_confirm_emergency_contact: boolean;
}

type Saved = NonNullable<ReturnType<typeof useEmergencyContact>['data']>;

/** The step's form as its fields take it (the step page's, or another page's own form). */
export type EmergencyContactFormApi = UseFormReturn<EmergencyContactForm, unknown, EmergencyContactBody>;

// zod and the step's schema arrive after the first paint (decisions 0051, 0107).
export const emergencyContactFormResolver = lazyResolver<EmergencyContactForm, unknown, EmergencyContactBody>(
  () => import('../../lib/step-resolvers').then((m) => m.emergencyContactResolver),
);

export function emergencyContactFormValues(saved: Saved | undefined): EmergencyContactForm {
  return {
    fullname: saved?.fullname ?? '',
    address: saved?.address ?? '',
    postcode: saved?.postcode ?? '',
    phonenumber: saved?.phonenumber ?? '',
    relationship: saved?.relationship ?? '',
    has_confirm_emergency_contact: saved?.has_confirm_emergency_contact ?? false,
  };
}

/**
 * The step's fields and its confirmation, on a form the caller owns: the step page's, or the
 * periodic review's data update (decision 0217), which keeps one form per step in a page of its own.
 */
export function EmergencyContactFields({ form }: { form: EmergencyContactFormApi }) {
  const { register, control, formState } = form;
  const errors = formState.errors;

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <LettersField
          label={MSG.contactFullnameLabel}
          autoComplete="off"
          error={errors.fullname?.message}
          registration={register('fullname')}
        />
        <LettersField
          label={MSG.relationshipLabel}
          placeholder={MSG.relationshipPlaceholder}
          autoComplete="off"
          error={errors.relationship?.message}
          registration={register('relationship')}
        />
        <TextInput
          label={MSG.contactPhoneLabel}
          withAsterisk
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          error={errors.phonenumber?.message}
          {...filtered(register('phonenumber'), NOT_DIGITS, CONTACT_PHONE_MAX)}
        />
      </SimpleGrid>
      <Stack gap="md">
        <AddressField
          label={MSG.addressLabel}
          autoComplete="off"
          error={errors.address?.message}
          registration={register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={MSG.postcodeLabel}
            withAsterisk
            inputMode="numeric"
            autoComplete="off"
            error={errors.postcode?.message}
            {...filtered(register('postcode'), NOT_DIGITS, POSTCODE_LENGTH)}
          />
        </SimpleGrid>
      </Stack>
      <ConfirmCheckbox
        control={control}
        name="has_confirm_emergency_contact"
        label={MSG.confirmEmergencyContactLabel}
      />
    </Stack>
  );
}
