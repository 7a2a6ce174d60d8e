/**
 * The development outbox against DNS rebinding: a page on another site whose name now points at
 * 127.0.0.1 reaches the outbox from this machine, but asks for it by its own name. Only a loopback
 * name (localhost, 127.0.0.1, [::1], any port) is answered; the OTPs come from a real registration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { registerCustomer } from '../../test/customer';

describe('the development outbox and the Host header', () => {
  let t: TestApp;
  let phonenumber: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ phonenumber } = await registerCustomer(t));
  });
  afterAll(() => t.close());

  const outbox = (host: string) =>
    t.app.inject({ url: '/dev/outbox?format=json', remoteAddress: '127.0.0.1', headers: { host } });

  it('answers this machine asked by a loopback name, with any port and in any case', async () => {
    for (const host of [
      'localhost',
      'localhost:3000',
      'LOCALHOST:5173',
      '127.0.0.1',
      '127.0.0.1:8080',
      '[::1]',
      '[::1]:3000',
    ]) {
      const res = await outbox(host);
      expect(res.statusCode, host).toBe(200);
      expect(res.body, host).toContain(phonenumber);
    }
  });

  it('answers any other name as if the outbox did not exist (404)', async () => {
    for (const host of [
      'rebind.attacker.example',
      'rebind.attacker.example:3000',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      'kilau.example.id',
      '10.0.0.5:3000',
      '[::1].attacker.example',
      'localhost:3000@attacker.example',
    ]) {
      const res = await outbox(host);
      expect(res.statusCode, host).toBe(404);
      expect(res.body, host).not.toContain(phonenumber);
      expect(res.json(), host).toMatchObject({ status_code: 404 });
    }
  });
});
