/**
 * The ALTCHA web component, loaded only when the server asks for it. The "external" build is
 * used because the CSP forbids inline scripts: its stylesheet is a file and its proof-of-work
 * worker is a same-origin file emitted by Vite, not a blob built from a string.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import 'altcha/i18n/id';
import type { Challenge, WidgetMethods } from 'altcha/types';
import type {} from 'altcha/types/react';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { useEffect, useRef } from 'react';

for (const algorithm of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
  globalThis.$altcha.algorithms.set(algorithm, () => new Pbkdf2Worker());
}

type WidgetElement = HTMLElement & WidgetMethods;

export default function AltchaWidget({
  challenge,
  onSolved,
  onExpired,
}: {
  challenge: Challenge;
  onSolved: (payload: string) => void;
  onExpired: () => void;
}) {
  const ref = useRef<WidgetElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const verified = (e: Event) => {
      const payload = (e as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onSolved(payload);
    };
    el.addEventListener('verified', verified);
    el.addEventListener('expired', onExpired);
    return () => {
      el.removeEventListener('verified', verified);
      el.removeEventListener('expired', onExpired);
    };
  }, [onSolved, onExpired]);

  // Each new challenge is solved at once: the customer never has to tick the box.
  useEffect(() => {
    let cancelled = false;
    // The element is upgraded only once the widget's module has defined it; configuring it
    // before that would call methods that do not exist yet.
    void customElements.whenDefined('altcha-widget').then(async () => {
      const el = ref.current;
      if (cancelled || !el) return;
      await el.configure({ challenge, language: 'id', minDuration: 0 });
      if (!cancelled) await el.verify();
    });
    return () => {
      cancelled = true;
    };
  }, [challenge]);

  return (
    <altcha-widget
      ref={ref}
      type="checkbox"
      display="standard"
      language="id"
      style={{ '--altcha-max-width': '100%', '--altcha-border-radius': '8px' }}
    />
  );
}
