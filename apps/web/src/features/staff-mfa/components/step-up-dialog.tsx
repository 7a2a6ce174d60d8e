/**
 * The one step-up dialog of the back office (decision 0109): when a decision answers 403 with
 * `SC.stepUpRequired`, the API client asks this host (`setStepUpHandler`), which opens the dialog;
 * once the server has taken a factor the client sends the decision again and the screen goes on as
 * if nothing happened. Cancelling leaves the server's refusal to the screen that asked. The host
 * is mounted once, by the staff shell; no screen knows about step-up.
 */
import { MSG } from '@kilau/shared';
import { Button, getDefaultZIndex, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { setStepUpHandler } from '../../../lib/staff/step-up-retry';
import {
  fetchStaffSecurity,
  stepUpPasskeyOptions,
  stepUpPasskeyVerify,
  stepUpWithCode,
} from '../api/step-up';
import { passkeySign } from '../lib/passkey';
import { MfaCodeForm } from './mfa-code-form';

export function StepUpHost() {
  const [opened, setOpened] = useState(false);
  const [passkey, setPasskey] = useState(false);
  const settle = useRef<((passed: boolean) => void) | null>(null);

  useEffect(() => {
    setStepUpHandler(
      () =>
        new Promise<boolean>((resolve) => {
          settle.current = resolve;
          setPasskey(false);
          setOpened(true);
          // Whether to offer the passkey: asked as the dialog opens; the code works meanwhile.
          fetchStaffSecurity()
            .then((s) => setPasskey(s.passkeys.length > 0))
            .catch(() => setPasskey(false));
        }),
    );
    return () => {
      setStepUpHandler(null);
      settle.current?.(false);
      settle.current = null;
    };
  }, []);

  function finish(passed: boolean) {
    settle.current?.(passed);
    settle.current = null;
    setOpened(false);
  }

  return (
    <StepUpDialog
      opened={opened}
      passkey={passkey}
      onCancel={() => finish(false)}
      onCode={async (body) => {
        await stepUpWithCode(body);
        finish(true);
      }}
      onPasskey={async () => {
        const { options } = await stepUpPasskeyOptions();
        const response = await passkeySign(options);
        await stepUpPasskeyVerify({ response });
        finish(true);
      }}
    />
  );
}

export function StepUpDialog(props: {
  opened: boolean;
  passkey: boolean;
  onCancel: () => void;
  onCode: Parameters<typeof MfaCodeForm>[0]['onCode'];
  onPasskey: () => Promise<void>;
}) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={MSG.stepUpTitle}
      centered
      // Over the dialog whose action asked for the factor (a reason, a confirmation): mounted once
      // by the staff shell, this dialog's portal comes before theirs and would otherwise sit below.
      zIndex={getDefaultZIndex('modal') + 1}
    >
      {props.opened && (
        <Stack gap="md">
          <Text size="sm">{MSG.stepUpIntro}</Text>
          <MfaCodeForm
            passkey={props.passkey}
            onCode={props.onCode}
            onPasskey={props.onPasskey}
            submitLabel={MSG.stepUpContinue}
            extraActions={
              <Button variant="default" fullWidth onClick={props.onCancel}>
                {MSG.actionCancel}
              </Button>
            }
          />
        </Stack>
      )}
    </Modal>
  );
}
