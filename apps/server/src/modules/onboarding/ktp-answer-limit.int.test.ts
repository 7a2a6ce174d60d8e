/**
 * "This KTP number is already registered" (2001) can be asked on the bank forms and on the
 * personal step: one limit, one counter per account, wherever it is asked.
 */
import { MSG, ONBOARDING_SC } from '@kilau/shared';
import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../../test/customer';
import { KTP_ANSWER_LIMIT } from './onboarding.routes';
import { man, useOnboardingHarness, woman } from './testing/onboarding-harness';

describe('KTP number answers: one rate limit on every route that gives them', () => {
  const h = useOnboardingHarness();
  const { call, bankForm, personal } = h;

  it('counts the bank form and the personal step together: 10 answers per 15 minutes, then 429', async () => {
    const prober = await registerCustomer(h.t);
    const holder = await registerCustomer(h.t);
    const held = woman();
    const holderRecord = await call('POST', '/v2/kyc/customer/platform', holder.token, bankForm(held));
    expect(holderRecord.json()).toMatchObject({ status_code: '00' });

    const own = await call('POST', '/v2/kyc/customer/platform', prober.token, bankForm(man()));
    expect(own.json()).toMatchObject({ status_code: '00' });
    const customerId = own.json().data._id as string;
    const probeBankForm = () =>
      call('POST', '/v2/kyc/customer/platform', prober.token, bankForm({ ...held, platform_id: h.jafetsId }));
    const probePersonal = () =>
      call('PUT', `/v2/kyc/customer/platform/${customerId}`, prober.token, personal('037', held));

    // The registration above was the first answer; half of the rest on each route.
    const answers: unknown[] = [];
    for (let i = 1; i < KTP_ANSWER_LIMIT.max; i++)
      answers.push((await (i % 2 ? probePersonal() : probeBankForm())).json().status_code);
    expect(answers).toEqual(Array(KTP_ANSWER_LIMIT.max - 1).fill(ONBOARDING_SC.ktpRegistered));

    for (const probe of [probePersonal, probeBankForm]) {
      const res = await probe();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ status_code: 429, err_message_id: MSG.tooManyRequests });
    }

    // Another customer is not held back by the prober's count.
    const other = await registerCustomer(h.t);
    const answer = await call('POST', '/v2/kyc/customer/platform', other.token, bankForm(held));
    expect(answer.json()).toMatchObject({ status_code: ONBOARDING_SC.ktpRegistered });
  });
});
