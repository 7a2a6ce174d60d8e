import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { detailReply, PLATFORM_ID, summaryReply } from '../../../../testing/onboarding/customer-record';
import { mockApi, renderScreen } from '../../../../testing/render';
import ResumePage from './resume-page';

const routes = (detail: Record<string, unknown>) => ({
  'GET /v2/kyc/customer/platform': summaryReply(String(detail.state)),
  [`GET /v2/kyc/customer/platform/${PLATFORM_ID}`]: detailReply(detail),
});

beforeEach(() => localStorage.clear());

describe('ResumePage: where a returning customer lands', () => {
  it.each([
    ['open', [], '/register-datapribadi'],
    ['employment', ['personal', 'employment'], '/register-datakeuangan'],
    [
      'contact',
      ['personal', 'employment', 'financial', 'bank_account', 'emergency_contact'],
      '/register-datalampiran',
    ],
    [
      'attachment',
      ['personal', 'employment', 'financial', 'bank_account', 'emergency_contact', 'attachment'],
      '/register-preview',
    ],
  ])('state %s with %j saved: opens %s', async (state, saved, expected) => {
    mockApi(routes({ state, saved_sections: saved }));
    const { location } = renderScreen(<ResumePage />, { path: '/register-lanjut' });
    await waitFor(() => expect(location()).toBe(expected));
  });

  it("opens the 'Perlu perbaikan' list for a record waiting for a fix, not the review", async () => {
    mockApi(routes({ state: 'fix', saved_sections: ['personal', 'employment', 'financial', 'attachment'] }));
    const { location } = renderScreen(<ResumePage />, { path: '/register-lanjut' });
    await waitFor(() => expect(location()).toBe('/register-perbaikan'));
  });

  it('opens a step skipped on the way before the ones after it', async () => {
    mockApi(
      routes({
        state: 'contact',
        saved_sections: ['personal', 'employment', 'financial', 'emergency_contact'],
      }),
    );
    const { location } = renderScreen(<ResumePage />, { path: '/register-lanjut' });
    await waitFor(() => expect(location()).toBe('/register-datarekening'));
  });

  it('follows the record’s flow: the 4-step flow goes from the work data to the attachments', async () => {
    mockApi(routes({ state: 'employment', flow: 'short', saved_sections: ['personal', 'employment'] }));
    const { location } = renderScreen(<ResumePage />, { path: '/register-lanjut' });
    await waitFor(() => expect(location()).toBe('/register-datalampiran'));
  });
});
