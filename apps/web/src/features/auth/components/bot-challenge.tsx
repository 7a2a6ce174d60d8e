import { MSG } from '@kilau/shared';
import { Box, Loader, Text } from '@mantine/core';
import type { Challenge } from 'altcha/types';
import { lazy, Suspense } from 'react';
import type { BotChallengeController } from '../hooks/use-bot-challenge';

const AltchaWidget = lazy(() => import('./altcha-widget'));

/**
 * The bot challenge of the login form: the ALTCHA widget when the server runs it, nothing when
 * the provider is off. The solved payload goes to the controller (useBotChallenge).
 */
export function BotChallenge({ controller }: { controller: BotChallengeController }) {
  if (controller.provider !== 'altcha' || !controller.challenge) return null;
  return (
    <Box mih={66}>
      <Suspense
        fallback={
          <Text size="sm" c="dimmed" aria-live="polite">
            <Loader size="xs" mr="xs" />
            {MSG.captchaVerifying}
          </Text>
        }
      >
        <AltchaWidget
          challenge={controller.challenge as Challenge}
          onSolved={controller.onSolved}
          onExpired={controller.renew}
        />
      </Suspense>
    </Box>
  );
}
