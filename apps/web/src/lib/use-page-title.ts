import { MSG } from '@kilau/shared';
import { useEffect } from 'react';

/** 'Masuk · Kilau': the page's own name first, so tabs, history and screen readers tell pages apart. */
export function pageTitle(name: string): string {
  return `${name} · ${MSG.appName}`;
}

/** Sets the document title while the page is shown. Every route's page calls it once. */
export function usePageTitle(name: string) {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
