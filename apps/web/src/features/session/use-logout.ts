import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { session } from '../../lib/session';
import { logout } from './api/logout';

/** Keluar: revoke the session on the server (best effort), forget everything, go to /login. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    // While the server ends the session, a call of this tab may come back refused: that is the
    // logout itself, not a session that ended elsewhere, so no 'Sesi Berakhir' (decision 0198).
    const quiet = setUnauthorizedHandler(() => {});
    try {
      await logout();
    } finally {
      quiet();
    }
    session.clear();
    queryClient.clear();
    setPending(false);
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
  return { logout: run, pending };
}
