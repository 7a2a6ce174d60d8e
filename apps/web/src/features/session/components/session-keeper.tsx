import { INACTIVITY_LIMIT_MS, MSG, TOKEN_REFRESH_INTERVAL_MS } from '@kilau/shared';
import { Button, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../../components/ui/overlays';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { useStableNavigate as useNavigate } from '../../../lib/use-stable-navigate';
import { refreshToken } from '../api/refresh';
import { startInactivityClock } from '../inactivity-clock';
import { startTokenRefresher, type TokenRefresher } from '../token-refresher';

/** Spec 000 §4 names click, mouse, scroll and keys; touchstart covers phones, where most customers are. */
const ACTIVITY_EVENTS = ['click', 'mousemove', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * Keeps a signed-in customer's session: renews the token every 150 s and, after 14 minutes
 * without activity, shows the 'Sesi Berakhir' modal and forgets the session.
 */
export function SessionKeeper() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [expired, setExpired] = useState(false);
  const refresher = useRef<TokenRefresher | null>(null);

  // Token renewal: customers only (a token and no stored role, spec 000 §4).
  useEffect(() => {
    if (!session.isCustomer()) return;
    const handle = startTokenRefresher({
      intervalMs: TOKEN_REFRESH_INTERVAL_MS,
      refresh: refreshToken,
      onToken: (token) => session.replaceToken(token),
      onFailure: () => {
        session.clear();
        queryClient.clear();
        void navigate(paths.login, { replace: true });
      },
    });
    refresher.current = handle;
    return () => {
      handle.stop();
      refresher.current = null;
    };
  }, [navigate, queryClient]);

  useEffect(() => {
    const clock = startInactivityClock(INACTIVITY_LIMIT_MS, () => {
      refresher.current?.stop();
      // Local storage is cleared as the modal appears (spec 000 §4). The in-memory session is
      // only dropped when the customer presses Login: dropping it here would make the route
      // guard leave the page at once and the customer would never read why.
      localStorage.clear();
      setExpired(true);
    });
    const onActivity = () => clock.touch();
    const onVisible = () => {
      if (document.visibilityState === 'visible') clock.check();
    };
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clock.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const goToLogin = () => {
    session.clear();
    queryClient.clear();
    void navigate(paths.login, { replace: true });
  };

  return (
    <Modal
      opened={expired}
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
        <Text>{MSG.inactivityText}</Text>
        <Button onClick={goToLogin} fullWidth data-autofocus>
          {MSG.inactivityLogin}
        </Button>
      </Stack>
    </Modal>
  );
}
