/**
 * The onboarding choices kept in local storage between screens (keys shared with the onboarding
 * steps that read them). Logout and session expiry clear them with the rest of local storage.
 */
export const STORAGE_KEYS = {
  platformId: 'platform_id',
  referralCode: 'referral_code',
  bankCode: 'bank_code',
} as const;

export function readChoice(key: keyof typeof STORAGE_KEYS): string | null {
  return localStorage.getItem(STORAGE_KEYS[key]);
}

export function writeChoice(key: keyof typeof STORAGE_KEYS, value: string | null) {
  if (value === null) localStorage.removeItem(STORAGE_KEYS[key]);
  else localStorage.setItem(STORAGE_KEYS[key], value);
}
