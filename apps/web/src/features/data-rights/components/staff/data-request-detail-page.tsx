/**
 * /permintaan-data/{id}: one request. The customer (and a link to the participant's detail), the
 * request with, for a correction, the value in the record beside the one asked for, and for a data
 * update (decision 0217) each changed step's fields before and after, with a warning when the
 * record changed since it was sent (completing it is then refused), the supporting document
 * through the staff file route, the due time, and 'Selesaikan' / 'Tolak' with the note the
 * customer is mailed (a decline needs it). A decision may first ask for the second factor (the
 * staff shell's step-up); a 409 (already decided, or the record changed) is shown in the dialog.
 */
import {
  dataRequestDecisionBodySchema,
  formatWibDateTime,
  MSG,
  ROLES,
  type StaffPrefix,
} from '@kilau/shared';
import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DetailHeader } from '../../../../components/backoffice/detail-header';
import { DetailSection, dash } from '../../../../components/backoffice/detail-section';
import { FormAlert } from '../../../../components/ui/form-alert';
import { QueryState } from '../../../../components/ui/query-state';
import { paths } from '../../../../config/staff-paths';
import { errorMessage } from '../../../../lib/api-client';
import { notifySuccess } from '../../../../lib/notify';
import { useSession } from '../../../../lib/session';
import { useStaffPrefix } from '../../../../lib/staff/staff-prefix';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useDecideDataRequest, useStaffDataRequest } from '../../api/staff-data-requests';
import { correctionFieldLabel, KIND_TEXT, REQUEST_STATUS_COLOR, REQUEST_STATUS_TEXT } from '../../lib/labels';
import { useNow } from '../../lib/remaining';
import { DueCell } from './due-cell';
import { RequestDocument } from './request-document';
import { UpdateChanges } from './update-changes';

type Outcome = 'done' | 'declined';

export default function DataRequestDetailPage() {
  usePageTitle(MSG.dataRequestDetailTitle);
  const { id = '' } = useParams();
  const prefix: StaffPrefix = useStaffPrefix() ?? 'admin-broker';
  const { role } = useSession();
  const request = useStaffDataRequest(prefix, id);
  const now = useNow();
  const [deciding, setDeciding] = useState<Outcome | null>(null);
  const r = request.data;

  const participantPath = (participantId: string) =>
    role === ROLES.superAdmin
      ? `${paths.customerDetail}?id=${encodeURIComponent(participantId)}`
      : paths.adminDetail(participantId);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.dataRequests} size="sm">
        ← {MSG.dataRequestBack}
      </Anchor>
      {!r ? (
        <QueryState
          isLoading={request.isPending}
          error={request.error}
          onRetry={() => void request.refetch()}
        />
      ) : (
        <>
          <DetailHeader
            title={`${MSG.dataRequestDetailTitle}: ${KIND_TEXT[r.kind]}`}
            badges={
              <Badge variant="light" color={REQUEST_STATUS_COLOR[r.status]}>
                {REQUEST_STATUS_TEXT[r.status]}
              </Badge>
            }
            meta={r.customer.fullname}
            actions={
              r.status === 'open' ? (
                <>
                  <Button color="teal.9" onClick={() => setDeciding('done')}>
                    {MSG.dataRequestComplete}
                  </Button>
                  <Button color="red" variant="light" onClick={() => setDeciding('declined')}>
                    {MSG.dataRequestDecline}
                  </Button>
                </>
              ) : undefined
            }
          >
            <Group gap="xs" align="flex-start">
              <Text size="sm" fw={600}>
                {MSG.dataRequestColDue}:
              </Text>
              <DueCell dueAt={r.due_at} open={r.status === 'open'} now={now} />
            </Group>
          </DetailHeader>

          <DetailSection
            title={MSG.dataRequestCustomerTitle}
            rows={[
              [MSG.fullnameLabel, r.customer.fullname],
              [MSG.emailLabel, r.customer.email],
            ]}
          >
            {r.participant_id && (
              <Anchor
                component={Link}
                to={participantPath(r.participant_id)}
                size="sm"
                fw={600}
                mb="sm"
                display="block"
              >
                {MSG.dataRequestParticipantLink}
              </Anchor>
            )}
          </DetailSection>

          <DetailSection
            title={MSG.dataRequestRequestTitle}
            rows={[
              [MSG.dataRequestColKind, KIND_TEXT[r.kind]],
              ...(r.kind === 'correction'
                ? ([
                    [MSG.dataRequestField, correctionFieldLabel(r.field)],
                    [MSG.dataRequestCurrentValue, dash(r.current_value)],
                    [MSG.dataRequestRequestedValue, dash(r.requested_value)],
                  ] as [string, string][])
                : []),
              [MSG.dataRequestNote, dash(r.note)],
              [MSG.dataRequestColMade, formatWibDateTime(r.created_at)],
              ...(r.handled_at
                ? ([
                    [MSG.dataRequestHandledBy, dash(r.handled_by_name)],
                    [MSG.dataRequestHandledAt, formatWibDateTime(r.handled_at)],
                    [MSG.dataRequestOutcomeLabel, dash(r.outcome_note)],
                  ] as [string, string][])
                : []),
            ]}
          />

          {r.kind === 'update' && r.record_changed && (
            <Alert color="red" variant="light" role="alert" data-testid="data-update-record-changed">
              {MSG.dataUpdateRecordChanged}
            </Alert>
          )}
          {r.kind === 'update' && r.update && <UpdateChanges steps={r.update} />}

          {r.kind === 'correction' && <RequestDocument fileId={r.document_file_id} />}

          <DecisionDialog
            prefix={prefix}
            id={r._id}
            outcome={deciding}
            closes={r.kind === 'restriction' || r.kind === 'deletion'}
            subject={r.customer.fullname}
            onClose={() => setDeciding(null)}
          />
        </>
      )}
    </Stack>
  );
}

function DecisionDialog({
  prefix,
  id,
  outcome,
  closes,
  subject,
  onClose,
}: {
  prefix: StaffPrefix;
  id: string;
  outcome: Outcome | null;
  /** Completing a restriction or deletion closes the customer's account. */
  closes: boolean;
  subject: string;
  onClose: () => void;
}) {
  const decide = useDecideDataRequest(prefix, id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setNote('');
    setNoteError(null);
    setError(null);
    onClose();
  };

  async function submit() {
    if (!outcome) return;
    setError(null);
    const parsed = dataRequestDecisionBodySchema.safeParse({ outcome, note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message ?? MSG.invalidInput);
      return;
    }
    setNoteError(null);
    try {
      await decide.mutateAsync(parsed.data);
      notifySuccess(MSG.dataRequestDecided);
      close();
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  const done = outcome === 'done';
  return (
    <Modal
      opened={outcome !== null}
      onClose={close}
      title={done ? MSG.dataRequestCompleteTitle : MSG.dataRequestDeclineTitle}
      centered
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm" fw={600}>
            {subject}
          </Text>
          <Text size="sm">{done ? MSG.dataRequestCompleteHint : MSG.dataRequestDeclineHint}</Text>
          {done && closes && (
            <Alert color="red" variant="light" p="xs">
              <Text size="sm">{MSG.dataRequestClosureHint}</Text>
            </Alert>
          )}
          {error && <FormAlert>{error}</FormAlert>}
          <Textarea
            label={MSG.dataRequestOutcomeLabel}
            autosize
            minRows={3}
            withAsterisk={!done}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            error={noteError}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {MSG.actionCancel}
            </Button>
            <Button type="submit" color={done ? 'teal.9' : 'red'} loading={decide.isPending}>
              {done ? MSG.dataRequestComplete : MSG.dataRequestDecline}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
