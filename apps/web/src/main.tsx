// Mantine's styles per component, the rest with the screens that use them (decision 0101).
import './styles/base.css';
import { hydrate } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { sendFirstRequests } from './app/first-requests';
import { AppRoutes, endSession, loadScreens } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { loadParts } from './lib/lazy-part';
import { queryClient } from './lib/query-client';
import { sessionIdOf, takeServedData } from './lib/served-data';
import { session } from './lib/session';

setUnauthorizedHandler(endSession);
// A customer screen the server rendered with the customer's data (decision 0118) comes with the
// replies it showed; taken out of the page before anything else reads it.
const served = takeServedData();
// Otherwise the screen's first data is asked for now, while its chunks download (decision 0110).
if (!served) sendFirstRequests(window.location.pathname);
// zod's Indonesian texts come with the shared schemas (packages/shared/src/zod.ts), not from here:
// installing them here would put zod into the first page every customer loads.

// The toast container arrives after the first paint: no page needs it to render, and in the entry
// it puts /login and the onboarding steps over their budgets (decision 0175). lib/notify.ts loads
// the same module, so toasts raised before it mounts are shown once it does.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * Mounts the toast container once the page has loaded: its six chunks would otherwise take the
 * browser's six connections while the page's own chunks wait (decision 0110).
 */
function LateNotifications() {
  // Nothing at first, even when the page has loaded already: the first render must match the
  // markup the build rendered (hydration), where there is no container.
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (loaded) return;
    if (document.readyState === 'complete') {
      setLoaded(true);
      return;
    }
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" limit={20} />
    </Suspense>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

const app = (
  <AppTree client={queryClient} beside={<LateNotifications />}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </AppTree>
);
// A screen the build rendered (prerender.tsx: the landing page, the login, a customer's frame)
// arrives with its markup: hydrate it rather than paint it again. A customer's frame is only for a
// signed-in customer: anyone else gets an empty root, which the router sends to the login, and the
// page's first script (early.ts) has kept the frame hidden until then (decision 0115). Every other
// URL arrives with an empty root.
//
// The replies of a screen the server rendered with the customer's data go into the query cache
// first, so that hydration renders the same page; only for the session they were rendered for (for
// any other, the markup goes too).
const frameNotForThisVisitor =
  root.dataset.frame === 'customer' &&
  (!session.isCustomer() || (served !== null && served.sid !== sessionIdOf(session.token())));
if (frameNotForThisVisitor) {
  root.replaceChildren();
  root.removeAttribute('data-frame');
  document.documentElement.removeAttribute('data-signed-out');
} else if (served) {
  hydrate(queryClient, served.state);
}
if (root.firstElementChild) {
  // The screens first, so that none suspends on its chunk while hydrating (router.tsx, decision
  // 0177); on a page served with the customer's data, also the parts the screen loads when it first
  // shows them, which are in that markup (its selects, date fields, the attachments' form;
  // lib/lazy-part.tsx).
  void loadScreens(window.location.pathname)
    .then(() => (served ? loadParts() : undefined))
    .catch(() => undefined)
    .then(() => hydrateRoot(root, app));
} else createRoot(root).render(app);
