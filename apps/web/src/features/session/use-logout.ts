import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { session } from '../../lib/session';
import { logout } from './api/logout';

/** Keluar: revoke the session on the server (best effort), forget everything, go to /login. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    await logout();
    session.clear();
    queryClient.clear();
    setPending(false);
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
  return { logout: run, pending };
}
