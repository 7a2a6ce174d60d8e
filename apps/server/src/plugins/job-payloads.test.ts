/**
 * The job payloads take a row's id in every form PostgreSQL's uuid type holds: an id not of RFC
 * version 4 (a restored row, an import) must not fail a whole evaluation job of 200 participants.
 */
import { describe, expect, it } from 'vitest';
import { jobPayloads } from './job-payloads';

describe('job payloads', () => {
  it('take any uuid PostgreSQL holds, and refuse what is not one', () => {
    const ids = ['00000000-0000-0000-0000-000000000001', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'];
    expect(jobPayloads['monitoring.evaluate'].safeParse({ kyc_customer_ids: ids }).success).toBe(true);
    expect(jobPayloads['risk.rate-all'].safeParse({ after: ids[0] }).success).toBe(true);
    expect(jobPayloads['monitoring.evaluate'].safeParse({ kyc_customer_ids: ['8800777201'] }).success).toBe(
      false,
    );
  });
});
