/**
 * The WebAuthn ceremonies against a software authenticator: what verifies, and what a relying
 * party must refuse (another challenge, another site, a cloned authenticator's stale counter).
 */
import { describe, expect, it } from 'vitest';
import {
  authenticationOptions,
  type KnownCredential,
  registrationOptions,
  relyingParty,
  verifyAssertion,
  verifyRegistration,
} from './passkey-ceremony';
import { SoftAuthenticator } from './testing/soft-authenticator';

const rp = relyingParty('https://kilau.example.id/');
const staff = { id: '6a1f3c2e-0d4b-4c1a-9b7e-2f3a4b5c6d7e', username: 'broker', fullname: 'Broker GOFX' };

async function registered() {
  const device = SoftAuthenticator.create();
  const { options, challenge } = await registrationOptions(rp, staff, []);
  const made = await verifyRegistration(rp, device.register(options, { origin: rp.origin }), challenge);
  if (!made) throw new Error('registration did not verify');
  const stored: KnownCredential = {
    credentialId: made.credentialId,
    publicKey: made.publicKey,
    counter: made.counter,
    transports: made.transports,
  };
  return { device, stored };
}

describe('passkey ceremonies', () => {
  it('takes the relying party from PUBLIC_URL: its hostname and origin', () => {
    expect(rp).toEqual({ rpID: 'kilau.example.id', origin: 'https://kilau.example.id' });
    expect(relyingParty('http://localhost:3000')).toEqual({
      rpID: 'localhost',
      origin: 'http://localhost:3000',
    });
  });

  it('asks for a resident key and user verification as preferred, and excludes the passkeys held', async () => {
    const { stored } = await registered();
    const { options } = await registrationOptions(rp, staff, [stored]);
    expect(options.rp).toEqual({ name: 'Kilau', id: 'kilau.example.id' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([
      expect.objectContaining({ id: stored.credentialId, type: 'public-key' }),
    ]);
    const login = await authenticationOptions(rp, [stored]);
    expect(login.options.allowCredentials).toEqual([
      expect.objectContaining({ id: stored.credentialId, type: 'public-key' }),
    ]);
    expect(login.options.rpId).toBe('kilau.example.id');
  });

  it('registers a passkey and accepts its signed answer to the login challenge', async () => {
    const { device, stored } = await registered();
    expect(stored.credentialId).toBe(device.id);
    const { options, challenge } = await authenticationOptions(rp, [stored]);
    const result = await verifyAssertion(
      rp,
      device.authenticate(options, { origin: rp.origin }),
      challenge,
      stored,
    );
    expect(result).toMatchObject({ ok: true, newCounter: 1 });
  });

  it('refuses an answer to another challenge, from another site, or for another RP ID', async () => {
    const { device, stored } = await registered();
    const { options, challenge } = await authenticationOptions(rp, [stored]);
    const other = await authenticationOptions(rp, [stored]);
    expect(
      await verifyAssertion(rp, device.authenticate(other.options, { origin: rp.origin }), challenge, stored),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      await verifyAssertion(
        rp,
        device.authenticate(options, { origin: 'https://kilau.example.com' }),
        challenge,
        stored,
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
    expect(
      await verifyAssertion(
        rp,
        device.authenticate(options, { origin: rp.origin, rpId: 'example.id' }),
        challenge,
        stored,
      ),
    ).toEqual({ ok: false, reason: 'invalid' });
    const reg = await registrationOptions(rp, staff, []);
    const otherReg = await registrationOptions(rp, staff, []);
    expect(
      await verifyRegistration(
        rp,
        SoftAuthenticator.create().register(otherReg.options, { origin: rp.origin }),
        reg.challenge,
      ),
    ).toBeNull();
  });

  it("refuses a clone's answer once the original has moved the counter past it", async () => {
    const { device, stored } = await registered();
    const copy = device.clone();
    const first = await authenticationOptions(rp, [stored]);
    const used = await verifyAssertion(
      rp,
      device.authenticate(first.options, { origin: rp.origin }),
      first.challenge,
      stored,
    );
    if (!used.ok) throw new Error('the original did not verify');
    const after = { ...stored, counter: used.newCounter };
    const second = await authenticationOptions(rp, [after]);
    const result = await verifyAssertion(
      rp,
      copy.authenticate(second.options, { origin: rp.origin }),
      second.challenge,
      after,
    );
    expect(result).toEqual({ ok: false, reason: 'counter_regressed', counter: 1 });
  });

  it('reports no clone for a forged answer that carries a stale counter', async () => {
    const { stored } = await registered();
    const impostor = SoftAuthenticator.create();
    const { options, challenge } = await authenticationOptions(rp, [stored]);
    // Signed by another key under the registered credential id: the signature fails first.
    const forged = {
      ...impostor.authenticate(options, { origin: rp.origin }),
      id: stored.credentialId,
      rawId: stored.credentialId,
    };
    expect(await verifyAssertion(rp, forged, challenge, { ...stored, counter: 5 })).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});
