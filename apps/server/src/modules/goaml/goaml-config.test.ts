import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { DEFAULT_GOAML_CODES } from './codes';

const dirs: string[] = [];
function tempDir() {
  const d = mkdtempSync(path.join(os.tmpdir(), 'kilau-goaml-config-'));
  dirs.push(d);
  return d;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('goAML codes in the configuration', () => {
  it("without GOAML_CODES the report carries PPATK's codes", () => {
    const c = loadConfig({ DATA_DIR: tempDir() });
    expect(c.goamlCodes).toEqual(DEFAULT_GOAML_CODES);
    expect(c.goamlCodes.reportCodes).toEqual({ ltkm: 'LTKM', ltktCashIn: 'LTKTM', ltktCashOut: 'LTKTK' });
    expect(c.goamlCodes.identification.ktp).toBe('KTP');
  });

  it('GOAML_CODES replaces the codes it names and keeps the others', () => {
    const c = loadConfig({
      DATA_DIR: tempDir(),
      GOAML_CODES: '{"transmodes":{"goldPurchase":"PBBRG"},"funds":{"gold":"OTH"}}',
    });
    expect(c.goamlCodes.transmodes.goldPurchase).toBe('PBBRG');
    expect(c.goamlCodes.transmodes.goldSale).toBe('JKMDT');
    expect(c.goamlCodes.funds.gold).toBe('OTH');
    expect(c.goamlCodes.funds.cash).toBe('UT');
  });

  it('a key the codes do not have, or a value that is not a code, stops the start with its name', () => {
    expect(() =>
      loadConfig({ DATA_DIR: tempDir(), GOAML_CODES: '{"transmode":{"goldPurchase":"PBBRG"}}' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), GOAML_CODES: '{"funds":{"gold":""}}' })).toThrow(
      /GOAML_CODES\.funds\.gold/,
    );
    expect(() => loadConfig({ DATA_DIR: tempDir(), GOAML_CODES: 'LTKM' })).toThrow(/GOAML_CODES: not JSON/);
  });

  it('GOAML_RENTITY_ID is a positive whole number', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), GOAML_RENTITY_ID: '1000123' }).GOAML_RENTITY_ID).toBe(1000123);
    expect(() => loadConfig({ DATA_DIR: tempDir(), GOAML_RENTITY_ID: '0' })).toThrow(/GOAML_RENTITY_ID/);
  });
});
