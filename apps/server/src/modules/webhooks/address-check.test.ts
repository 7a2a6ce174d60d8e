/**
 * The address check on its own (decision 0114): which destinations a partner's endpoint may have.
 * Every address a name resolves to must be public unicast; the allow-list is the only way past.
 */
import { describe, expect, it } from 'vitest';
import { AddressRefused, addressAllowed, checkDestination } from './address-check';
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

  it('lets through only what the allow-list names', () => {
    expect(addressAllowed('127.0.0.1', ['127.0.0.1/32'])).toBe(true);
    expect(addressAllowed('127.0.0.2', ['127.0.0.1/32'])).toBe(false);
    expect(addressAllowed('10.1.2.3', ['127.0.0.1/32'])).toBe(false);
  });

  it('resolves names and refuses one that points inside, whichever of its addresses does', async () => {
    expect(await reasonOf('http://localhost:8080/hooks')).toBe('private');
    const twoFaced = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '169.254.169.254', family: 4 },
    ];
    expect(await reasonOf('https://mitra.example/hooks', { ...policy, resolve: twoFaced })).toBe('private');
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
    expect(await reasonOf('http://[::1]:80/')).toBe('private');
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
