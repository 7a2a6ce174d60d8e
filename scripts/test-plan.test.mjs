// @ts-check
import { describe, expect, it } from 'vitest';
import { testPlan } from './test-plan.mjs';

describe('npm test', () => {
  it('installs the headless chromium and poppler-utils before the first check or test', () => {
    const [first, ...rest] = testPlan(undefined);
    expect(first).toEqual({ step: 'system-tools', packages: ['chromium-headless-shell', 'poppler-utils'] });
    expect(rest).toEqual(['typecheck', 'lint', 'unit', 'e2e', 'budgets', 'production']);
  });

  it('has both tools before the unit tests run alone (the PDF tests read with poppler-utils, the test report’s with chromium)', () => {
    expect(testPlan('unit')).toEqual([
      { step: 'system-tools', packages: ['chromium-headless-shell', 'poppler-utils'] },
      'unit',
    ]);
  });

  it('has both tools before the browser tests run alone', () => {
    expect(testPlan('e2e')).toEqual([
      { step: 'system-tools', packages: ['chromium-headless-shell', 'poppler-utils'] },
      'e2e',
    ]);
  });

  it('runs the production path alone without a system tool (it needs PostgreSQL and Redis)', () => {
    expect(testPlan('production')).toEqual(['production']);
  });

  it('checks the first-load budgets alone without a system tool (it builds the web app if needed)', () => {
    expect(testPlan('budgets')).toEqual(['budgets']);
  });

  it('needs no system tool for the type check and lint alone', () => {
    expect(testPlan('static')).toEqual(['typecheck', 'lint']);
  });
});
