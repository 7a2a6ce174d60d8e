/**
 * Runs `work` as on a 390 px screen: the media queries for a phone (max-width, `usePhoneWidth`)
 * match, those for a wider screen do not. The default stub (setup.ts) matches none.
 */
export async function onPhoneWidth(work: () => Promise<void>): Promise<void> {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: query.includes('max-width'),
  })) as typeof window.matchMedia;
  try {
    await work();
  } finally {
    window.matchMedia = matchMedia;
  }
}
