/**
 * The address check on its own (decision 0114): which destinations a partner's endpoint may have.
 * Every address a name resolves to must be public unicast; the allow-list is the only way past.
 */
import { describe, expect, it } from 'vitest';
import { type AddressPolicy, AddressRefused, addressAllowed, checkDestination } from './address-check';
import { postSigned } from './send';
import { startReceiver } from './testing/receiver';

const policy = { production: false, allowCidrs: [] };

async function reasonOf(url: string, p: Parameters<typeof checkDestination>[1] = policy) {
  try {
    await checkDestination(url, p);
    return 'allowed';
  } catch (err) {
    if (err instanceof AddressRefused) return err.reason;
    throw err;
  }
}

describe('webhook address check', () => {
  it('refuses every address that is not public unicast', () => {
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
      'ff02::1',
    ]) {
      expect(addressAllowed(address, []), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(addressAllowed(address, []), address).toBe(true);
    }
  });

  it('judges an IPv6 address that carries an IPv4 one by the address it carries', () => {
    for (const address of [
      // IPv4-compatible (deprecated ::a.b.c.d), as typed and as a URL or DNS writes it.
      '::127.0.0.2',
      '::7f00:1',
      '::7f00:2',
      '::a00:1',
      '::a9fe:a9fe',
      // IPv4-translated (RFC 6145) and NAT64's well-known prefix (RFC 6052).
      '::ffff:0:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::10.0.0.1',
      // NAT64 for local use (RFC 8215): a translator inside some network, whatever it carries.
      '64:ff9b:1::808:808',
      // 6to4: 2002:AABB:CCDD:: carries AA.BB.CC.DD.
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::1',
      '2002:c0a8:101::1',
      // Teredo: the server's address, and the client's with its bits inverted (80ff:fffe = 127.0.0.1).
      '2001:0:a00:1::f7f7:f7f7',
      '2001:0:808:808:0:0:80ff:fffe',
      // ISATAP: an interface id of 0:5efe or 200:5efe carries an IPv4 address after any prefix.
      '2606:4700::5efe:a00:1',
      '2606:4700::200:5efe:c0a8:101',
    ]) {
      expect(addressAllowed(address, []), address).toBe(false);
    }
    // The same forms carrying public addresses go where the public address is.
    for (const address of [
      '::808:808',
      '::ffff:808:808',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2001:0:808:808:0:0:f7f7:f7f7',
      '2606:4700::200:5efe:808:808',
    ]) {
      expect(addressAllowed(address, []), address).toBe(true);
    }
  });

  it('refuses those forms written into the URL and answered by DNS', async () => {
    for (const url of [
      'http://[::127.0.0.2]:8080/hooks',
      'http://[::7f00:1]:8080/hooks',
      'http://[::ffff:0:7f00:1]/hooks',
      'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
      'http://[2002:a00:1::1]/hooks',
      'http://[2001:0:808:808:0:0:80ff:fffe]/hooks',
    ]) {
      expect(await reasonOf(url), url).toBe('not_allowed');
    }
    const aaaa = async () => [{ address: '::7f00:1', family: 6 }];
    expect(await reasonOf('https://mitra.example/hooks', { ...policy, resolve: aaaa })).toBe('not_allowed');
  });

  it('never says what a name resolved to, nor tells an unknown name from an internal one', async () => {
    const refusal = async (resolve: AddressPolicy['resolve']) => {
      try {
        await checkDestination('https://db.kantor.internal/hooks', { ...policy, resolve });
      } catch (err) {
        if (err instanceof AddressRefused) return { reason: err.reason, message: err.message };
        throw err;
      }
      throw new Error('allowed');
    };
    const internal = await refusal(async () => [{ address: '10.20.30.40', family: 4 }]);
    const mapped = await refusal(async () => [{ address: '::ffff:10.20.30.40', family: 6 }]);
    const unknown = await refusal(async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND db.kantor.internal'), { code: 'ENOTFOUND' });
    });
    const none = await refusal(async () => []);
    expect(internal).toEqual({ reason: 'not_allowed', message: 'address not allowed' });
    for (const other of [mapped, unknown, none]) expect(other).toEqual(internal);
    expect(JSON.stringify([internal, mapped])).not.toMatch(/10\.20\.30\.40|a14:1e28/);
  });

  it('lets through only what the allow-list names', () => {
    expect(addressAllowed('127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(addressAllowed('127.0.0.2', ['127.0.0.1/32'])).toBe(false);
    expect(addressAllowed('10.1.2.3', ['127.0.0.1/32'])).toBe(false);
  });

  it('resolves names and refuses one that points inside, whichever of its addresses does', async () => {
    expect(await reasonOf('http://localhost:8080/hooks')).toBe('not_allowed');
    const twoFaced = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    expect(await reasonOf('https://mitra.example/hooks', { ...policy, resolve: twoFaced })).toBe(
      'not_allowed',
    );
    const publicOnly = async () => [{ address: '93.184.216.34', family: 4 }];
    const ok = await checkDestination('https://mitra.example/hooks', { ...policy, resolve: publicOnly });
    expect(ok).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(ok.url.hostname).toBe('mitra.example');
  });

  it('wants HTTPS in production and an http(s) URL everywhere', async () => {
    const production = {
      production: true,
      allowCidrs: [],
      resolve: async () => [{ address: '93.184.216.34', family: 4 }],
    };
    expect(await reasonOf('http://mitra.example/hooks', production)).toBe('https');
    expect(await reasonOf('https://mitra.example/hooks', production)).toBe('allowed');
    expect(await reasonOf('ftp://mitra.example/x')).toBe('invalid');
    expect(await reasonOf('bukan alamat')).toBe('invalid');
    expect(await reasonOf('http://[::1]:80/')).toBe('not_allowed');
  });

  it('connects to the checked address while the request keeps the name (Host), whatever DNS says next', async () => {
    const receiver = await startReceiver();
    try {
      const port = new URL(receiver.origin).port;
      // The name answers 127.0.0.1 to the check; a second lookup would be told otherwise.
      let lookups = 0;
      const dest = await checkDestination(`http://partner.invalid:${port}/hooks`, {
        production: false,
        allowCidrs: ['127.0.0.1/32'],
        resolve: async () => {
          lookups++;
          return [{ address: '127.0.0.1', family: 4 }];
        },
      });
      const res = await postSigned(dest, { 'webhook-id': 'msg_x' }, '{}');
      expect(res).toMatchObject({ statusCode: 200, failure: null });
      expect(lookups).toBe(1);
      expect(receiver.received[0]?.headers.host).toBe(`partner.invalid:${port}`);
    } finally {
      await receiver.close();
    }
  });
});
