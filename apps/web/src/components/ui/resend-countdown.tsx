import { MSG } from '@kilau/shared';
import { Anchor, Text } from '@mantine/core';
import { formatCountdown } from '../../lib/use-countdown';

/** Under a code field: the wait before another code may be asked for, then the link that asks. */
export function ResendCountdown({
  remaining,
  onResend,
  resending,
}: {
  remaining: number;
  onResend: () => void;
  resending: boolean;
}) {
  return (
    <Text size="sm" ta="center" aria-live="polite">
      {remaining > 0 ? (
        `${MSG.otpResendIn} ${formatCountdown(remaining)}`
      ) : (
        <Anchor component="button" type="button" fw={600} onClick={onResend} disabled={resending}>
          {MSG.otpResendLink}
        </Anchor>
      )}
    </Text>
  );
}
