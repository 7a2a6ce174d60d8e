import { INACTIVITY_LIMIT_MS, MSG, TOKEN_REFRESH_INTERVAL_MS } from '@kilau/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Modal } from '../../../components/ui/overlays';
import { paths } from '../../../config/paths';
import { setUnauthorizedHandler } from '../../../lib/api-client';
import { session, useSession } from '../../../lib/session';
import { useStableNavigate as useNavigate } from '../../../lib/use-stable-navigate';
import { logout } from '../api/logout';
import { refreshToken } from '../api/refresh';
import { type InactivityClock, startInactivityClock } from '../inactivity-clock';
import { END_REASON_INACTIVITY, END_REASON_KEY, LAST_ACTIVITY_KEY, sharedActivity } from '../shared-activity';
import { refreshDelayMs } from '../token-age';
import { startTokenRefresher } from '../token-refresher';

/** docs/product/customer-area.md § States names click, mouse, scroll and keys; touchstart covers phones, where most customers are. */
const ACTIVITY_EVENTS = ['click', 'mousemove', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * Timers in different tabs fire a little apart: a tab told that the session ended within this
 * margin of the limit knows it ended for inactivity, not by a logout elsewhere.
 */
const SAME_EXPIRY_MARGIN_MS = 5_000;

/**
 * Keeps a signed-in customer's session: renews the token (at once on load when it is past half
 * its life, then every 150 s) and, after 14 minutes without activity in EVERY tab of the site,
 * ends the session on the server and shows the 'Sesi Berakhir' modal. A session ended in another
 * tab, or refused by the server on a call or a renewal, shows the same modal here.
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { ended } = useSession();
  const clock = useRef<InactivityClock | null>(null);
  const endedForInactivity = useRef<boolean | null>(null);
  /** Another tab announced that it ends the session for inactivity (END_REASON_KEY). */
  const inactivityElsewhere = useRef(false);

  // Token renewal: customers only (a token and no stored role, docs/product/customer-area.md § States), while the session lives.
  useEffect(() => {
    if (ended || !session.isCustomer()) return;
    const handle = startTokenRefresher({
      intervalMs: TOKEN_REFRESH_INTERVAL_MS,
      firstDelayMs: refreshDelayMs(session.token(), Date.now(), TOKEN_REFRESH_INTERVAL_MS),
      refresh: refreshToken,
      onToken: (token) => session.replaceToken(token),
      // The page stays behind the modal, which says why (decision 0198).
      onFailure: () => session.end(),
    });
    return () => handle.stop();
  }, [ended]);

  // A call the server refuses as a dead session (Keluar or a password change elsewhere, a revoked
  // session) ends it here the way another tab's end does: behind the modal, never a silent jump to
  // the login (decision 0198). Another tab's Keluar can reach this tab as a refused call before its
  // storage event does; both now read the same.
  useEffect(() => {
    if (ended || !session.isCustomer()) return;
    return setUnauthorizedHandler(() => session.end());
  }, [ended]);

  useEffect(() => {
    if (ended) return;
    const activity = sharedActivity();
    const started = startInactivityClock(
      INACTIVITY_LIMIT_MS,
      () => {
        // The server forgets the session too (keepalive: the customer may close the tab now). The
        // token is read as the call starts, before local storage is cleared.
        void logout({ keepalive: true });
        try {
          localStorage.setItem(END_REASON_KEY, END_REASON_INACTIVITY);
        } catch {
          // Storage refused: the other tabs fall back on their own idle time.
        }
        // Local storage is cleared as the modal appears (docs/product/customer-area.md § States), which tells the other
        // tabs. The page stays behind the modal until Login: leaving at once would take the
        // customer away before they could read why.
        session.end();
      },
      { shared: activity.read },
    );
    clock.current = started;
    activity.record(Date.now());
    const onActivity = () => {
      // Between the end and this effect's cleanup, activity must not write into cleared storage.
      if (session.get().ended) return;
      started.touch();
      activity.record(Date.now());
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') started.check();
    };
    // Another tab's activity can only postpone the end; reading it now keeps idleMs() right for
    // the moment a storage clear arrives (the newest time is gone from storage by then).
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) started.idleMs();
      if (event.key === END_REASON_KEY && event.newValue === END_REASON_INACTIVITY)
        inactivityElsewhere.current = true;
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('storage', onStorage);
    return () => {
      started.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('storage', onStorage);
    };
  }, [ended]);

  // Why it ended is decided once, as the modal opens: for inactivity when no tab saw activity for
  // the limit (this tab's own expiry, or every tab idle), otherwise it ended elsewhere (Keluar).
  if (!ended) {
    endedForInactivity.current = null;
    inactivityElsewhere.current = false;
  } else if (endedForInactivity.current === null) {
    endedForInactivity.current =
      inactivityElsewhere.current ||
      (clock.current?.idleMs() ?? 0) >= INACTIVITY_LIMIT_MS - SAME_EXPIRY_MARGIN_MS;
  }

  const goToLogin = () => {
    session.clear();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Modal
      opened={ended}
      onClose={() => {}}
      title={MSG.inactivityTitle}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="sm"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="lg">
        <Text>{endedForInactivity.current ? MSG.inactivityText : MSG.sessionEndedElsewhereText}</Text>
        <Button onClick={goToLogin} fullWidth data-autofocus>
          {MSG.inactivityLogin}
        </Button>
      </Stack>
    </Modal>
  );
}
