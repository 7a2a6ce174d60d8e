/**
 * Elements found by the names a person reads: a field by its label, a button by its text. Shared
 * by the walks' steps (ui.ts) and the global set-up's (stand-ins.ts).
 */
import type { Locator, Page } from '@playwright/test';

/** The text as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A label exactly this text, allowing the required-field asterisk after it. */
export function label(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*\\*?\\s*$`);
}

/** Exactly this text (whitespace trimmed), as a regular expression for role names. */
export function exactly(text: string): RegExp {
  return new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`);
}

export function field(scope: Page | Locator, text: string): Locator {
  return scope.getByLabel(label(text));
}

export function button(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('button', { name: exactly(text) });
}
