import { MSG } from '@kilau/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kycDetail } from '../../../testing/kyc-detail';
import { renderScreen } from '../../../testing/render';
import { SubmittedSections } from './participant-detail-sections';

const contact = (is_customer_phone: boolean) => ({
  fullname: 'Rudi',
  address: 'Jl. Kopo No. 5, Bandung',
  postcode: '40111',
  phonenumber: '081377001122',
  relationship: 'Kakak',
  is_customer_phone,
});

describe('the submitted sections of the participant detail', () => {
  it('warns the reviewer beside the emergency contact when its phone is the customer’s own (decision 0125)', () => {
    renderScreen(<SubmittedSections d={kycDetail(1, { emergency_contact: contact(true) })} />);
    const warning = screen.getByTestId('contact-phone-own');
    expect(warning.textContent).toContain(MSG.contactPhoneIsCustomers);
    // In the contact's own card, not somewhere else on the page.
    expect(warning.closest('.mantine-Card-root')?.textContent).toContain(MSG.detailContactSection);
  });

  it('says nothing when the contact has a number of their own', () => {
    renderScreen(<SubmittedSections d={kycDetail(1, { emergency_contact: contact(false) })} />);
    expect(screen.queryByText(MSG.contactPhoneIsCustomers)).toBeNull();
    expect(screen.getByText('Jl. Kopo No. 5, Bandung')).toBeTruthy();
  });
});
