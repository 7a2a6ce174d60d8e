/**
 * The decisions on a versioned policy document's version (decisions 0189 and 0214): proposing a
 * draft or activating a proposal asks to confirm; declining one asks why. Each success reports
 * in the page's words; a refusal keeps the dialog open with the server's message.
 */
import { fillTemplate, MSG } from '@kilau/shared';
import { notifySuccess } from '../../lib/notify';
import { ConfirmModal } from './confirm-modal';
import type { VersionDialog, VersionTexts } from './document-versions';
import { ReasonModal } from './reason-modal';

/** What the decision call sends: both documents' endpoints take the same. */
export type VersionDecision =
  | { decision: 'propose' | 'activate'; version: string }
  | { decision: 'decline'; version: string; reason: string };

export function VersionDecisionDialogs({
  dialog,
  texts,
  busy,
  onClose,
  onDecide,
}: {
  dialog: VersionDialog;
  texts: VersionTexts;
  busy: boolean;
  onClose: () => void;
  /** Sends the decision; throws the server's refusal. */
  onDecide: (decision: VersionDecision) => Promise<unknown>;
}) {
  const activating = dialog?.kind === 'activate';
  return (
    <>
      <ConfirmModal
        opened={dialog?.kind === 'propose' || activating}
        title={activating ? texts.activate : texts.propose}
        question={activating ? texts.activateQuestion : texts.proposeQuestion}
        subject={dialog?.version}
        confirmLabel={activating ? texts.activate : texts.propose}
        confirmColor={activating ? 'teal.9' : undefined}
        busy={busy}
        onClose={onClose}
        onConfirm={async () => {
          if (!dialog || dialog.kind === 'decline') return;
          await onDecide({ decision: dialog.kind, version: dialog.version });
          const text = dialog.kind === 'activate' ? texts.activated : texts.proposed;
          notifySuccess(fillTemplate(text, { version: dialog.version }));
        }}
      />
      <ReasonModal
        opened={dialog?.kind === 'decline'}
        title={fillTemplate(texts.declineTitle, { version: dialog?.version ?? '' })}
        question={texts.decline}
        subject={dialog?.version}
        label={MSG.proposalDeclineReason}
        placeholder={MSG.proposalDeclineReason}
        submitLabel={texts.decline}
        submitColor="red"
        busy={busy}
        onClose={onClose}
        onSubmit={async (reason) => {
          if (!dialog) return;
          await onDecide({ decision: 'decline', version: dialog.version, reason });
          notifySuccess(fillTemplate(texts.declined, { version: dialog.version }));
        }}
      />
    </>
  );
}
