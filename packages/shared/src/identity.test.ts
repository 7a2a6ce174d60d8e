import { describe, expect, it } from 'vitest';
import { classifyIdentifier, maskPhone, normalizeEmail, normalizePhone } from './identity';

describe('classifyIdentifier (docs/product/customer-area.md § States)', () => {
  it('sends an all-digit identifier as a phone number', () => {
    expect(classifyIdentifier('081234567890')).toBe('phonenumber');
    expect(classifyIdentifier('+6281234567890')).toBe('phonenumber');
  });
  it('sends an e-mail shaped identifier as an e-mail', () => {
    expect(classifyIdentifier('siti@kilau.test')).toBe('email');
    expect(classifyIdentifier('  Siti.R@Example.co.id ')).toBe('email');
  });
  it('sends anything else as a username', () => {
    expect(classifyIdentifier('demonasabah')).toBe('username');
    expect(classifyIdentifier('user123x')).toBe('username');
    expect(classifyIdentifier('not@an-email')).toBe('username');
  });
});

describe('normalizePhone (architecture.md §7)', () => {
  it('turns +62 and 62 into a leading 0 so one person has one number', () => {
    expect(normalizePhone('+6281234567890')).toBe('081234567890');
    expect(normalizePhone('6281234567890')).toBe('081234567890');
    expect(normalizePhone('0812-3456-7890')).toBe('081234567890');
  });
});

describe('other helpers', () => {
  it('lower-cases e-mail addresses', () => {
    expect(normalizeEmail(' Demo.Nasabah@Kilau.TEST ')).toBe('demo.nasabah@kilau.test');
  });
  it('masks the middle of a phone number', () => {
    expect(maskPhone('081234567890')).toBe('0812****7890');
  });
});
