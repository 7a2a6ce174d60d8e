/**
 * The query keys of the 'Perlu perbaikan' list (decision 0112), apart from the call: every step
 * invalidates them after a save, and only a record being fixed loads the call itself.
 */
export const fixListKey = (customerId: string | null) => ['onboarding', 'fix-list', customerId] as const;
/** Every customer's list, for invalidating after a save without knowing the id. */
export const FIX_LIST_KEY = ['onboarding', 'fix-list'] as const;
