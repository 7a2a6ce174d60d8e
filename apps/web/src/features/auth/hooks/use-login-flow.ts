/**
 * The login sequence of docs/product/customer-area.md § States: identifier check, login with the bot-challenge key, then the
 * customer fetch that decides the destination (decision 0002).
 */
import { classifyIdentifier, type LoginForm, MSG, SC } from '@kilau/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { useCheckUser } from '../api/check-user';
import { customerPlatformsKey, fetchCustomerPlatforms } from '../api/customer-platforms';
import { useLogin } from '../api/login';
import { type LoginErrorView, loginErrorView } from '../lib/login-error';
import { destinationAfterLogin, returnPathAfterLogin } from '../routing';
import type { BotChallengeController } from './use-bot-challenge';

export function useLoginFlow(bot: BotChallengeController) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const checkUser = useCheckUser();
  const login = useLogin();
  const [error, setError] = useState<LoginErrorView | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function destination(): Promise<string> {
    try {
      const reply = await queryClient.fetchQuery({
        queryKey: customerPlatformsKey,
        queryFn: fetchCustomerPlatforms,
        staleTime: 0,
      });
      return destinationAfterLogin(reply.data);
    } catch (err) {
      if (err instanceof ApiError && err.is(SC.noCustomer)) return destinationAfterLogin([]);
      throw err;
    }
  }

  async function submit(values: LoginForm) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    const identifier = values.identifier.trim();
    const field = classifyIdentifier(identifier);
    let step: 'check' | 'login' | 'route' = 'check';
    try {
      await checkUser.mutateAsync({ [field]: identifier });
      step = 'login';
      const clientCaptchaKey = await bot.takeKey();
      const reply = await login.mutateAsync({
        [field]: identifier,
        password: values.password,
        clientCaptchaKey,
      });
      // An account whose e-mail is not activated gets no session (docs/product/back-office.md § States).
      if (reply.status === 'new') {
        setError({ message: MSG.loginEmailNotActive, offerResendActivation: true });
        return;
      }
      session.signIn(reply.token, null, identifier);
      step = 'route';
      const back = returnPathAfterLogin((location.state as { from?: unknown } | null)?.from);
      const to =
        back ??
        (await destination().catch((err: unknown) => {
          session.clear();
          throw err;
        }));
      void navigate(to, { replace: true });
    } catch (err) {
      setError(loginErrorView(err, step));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { submit, error, busy };
}
