/**
 * The page read as a person and a screen reader read it: its visible text and the names it gives
 * its controls (aria-label, title, placeholder, alt), held to the catalogue's list of English words
 * (packages/shared/src/messages/glossary.ts, decision 0128). The quoted texts (SPEC_TEXTS) are
 * taken out first: they keep their English words. A one-word quoted text (the Blacklist button) is
 * exempt only as a whole line, so that it does not hide 'Peserta Blacklist' (decision 0219).
 */
import type { Page } from '@playwright/test';
import { englishWordsIn, SPEC_TEXTS } from '../../../packages/shared/src/messages/glossary';

const QUOTED = Object.values(SPEC_TEXTS as Readonly<Record<string, string>>);
const SPEC = QUOTED.filter((t) => /\s/.test(t)).sort((a, b) => b.length - a.length);
const ONE_WORD = new Set(QUOTED.filter((t) => !/\s/.test(t)));

/** Each English word found, with the text it was found in. */
export async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')].flatMap(
      (el) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => el.getAttribute(a) ?? ''),
    );
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text only, as a person reads it
    return [document.title, ...document.body.innerText.split('\n'), ...named].filter((t) => t.trim() !== '');
  });
  return texts.flatMap((text) => {
    if (ONE_WORD.has(text.trim())) return [];
    const ours = SPEC.reduce((left, quoted) => left.split(quoted).join(' '), text);
    return englishWordsIn(ours).map((word) => `'${word}' in '${text.slice(0, 80)}'`);
  });
}
