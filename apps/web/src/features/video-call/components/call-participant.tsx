/**
 * What the officer's call window shows of the participant beside the live video: their KTP and
 * their selfie, so the face on the call is compared with the documents; and, after Leave Room,
 * Terima Video only when the server says the acceptance would succeed (a stored, consented
 * recording of this room, decisions 0082 and 0083), else its reason.
 */
import { type KycDetail, MSG } from '@kilau/shared';
import { Alert, Button, Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { DocumentCard } from '../../../components/backoffice/document-card';
import { errorMessage } from '../../../lib/api-client';
import { useParticipantFile } from '../api/video-call';

function IdentityDocument({ label, path }: { label: string; path: string | null }) {
  // No onOpen: a click opens the picture full size in a new tab, the call goes on here.
  return <DocumentCard label={label} path={path} file={useParticipantFile(path)} height={170} />;
}

/** The KTP and the selfie ('Foto Terkini'), side by side on a phone, one above the other beside the video. */
export function IdentityDocuments({
  person,
  failure,
  onRetry,
}: {
  person: KycDetail | undefined;
  /** The participant could not be read: say so rather than show empty cards. */
  failure: unknown;
  onRetry: () => void;
}) {
  if (!person && failure) return <ReadProblem failure={failure} onRetry={onRetry} />;
  return (
    <SimpleGrid cols={{ base: 2, md: 1 }} spacing="xs" data-testid="call-identity">
      <IdentityDocument label={MSG.galleryKtp} path={person?.attachment.ktp ?? null} />
      <IdentityDocument label={MSG.galleryPhoto} path={person?.attachment.photo ?? null} />
    </SimpleGrid>
  );
}

/**
 * After Leave Room: Close, and Terima Video if the participant's detail, read again once the
 * recording was closed, allows it; else why not, in the server's words.
 */
export function AfterCallActions({
  person,
  checking,
  failure,
  accepting,
  onRetry,
  onAccept,
  onClose,
}: {
  person: KycDetail | undefined;
  /** The recording is being closed or the detail read again: nothing to decide yet. */
  checking: boolean;
  /** The detail could not be read again. */
  failure: unknown;
  accepting: boolean;
  onRetry: () => void;
  onAccept: () => void;
  onClose: () => void;
}) {
  const may = !checking && !failure && person?.allowed_actions.includes('accept_video');
  const why = person?.unavailable_actions.find((u) => u.action === 'accept_video')?.reason;
  return (
    <>
      <Group gap="sm" justify="flex-end">
        {checking && <Loader size="sm" aria-label={MSG.loading} />}
        <Button variant="default" onClick={onClose}>
          {MSG.buttonClose}
        </Button>
        {may && (
          <Button color="teal" loading={accepting} onClick={onAccept}>
            {MSG.actionAcceptVideo}
          </Button>
        )}
      </Group>
      {!checking && failure ? (
        <ReadProblem failure={failure} onRetry={onRetry} />
      ) : (
        !checking &&
        !may &&
        why && (
          <Text size="sm" c="dimmed" w="100%" data-testid="accept-unavailable">
            {why}
          </Text>
        )
      )}
    </>
  );
}

function ReadProblem({ failure, onRetry }: { failure: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" w="100%">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(failure)}</Text>
        <Button size="compact-sm" variant="light" onClick={onRetry}>
          {MSG.buttonRetry}
        </Button>
      </Group>
    </Alert>
  );
}
