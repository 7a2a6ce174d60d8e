/**
 * The statement video (docs/product/onboarding.md § Screens, Rules): recorded in the browser with MediaRecorder (video/mp4,
 * 1 Mbps, 1 s chunks) or an mp4 picked from the phone, uploaded first, then played back.
 */
import { MSG } from '@kilau/shared';
import { Button, FileButton, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { uploadAttachment } from '../../api/upload';
import { VIDEO_INVALID_STATE } from '../../lib/attachment-docs';
import { videoLengthProblem, videoProblem, videoSeconds } from '../../lib/video-rules';
import { StoredVideo } from '../shared/stored-file';
import { StatementScript } from './statement-script';
import { VideoRecorder } from './statement-video-recorder';
import { DocumentCard, UploadProgress } from './upload-card';

export interface StatementVideoFieldProps {
  customerId: string;
  path: string | null;
  /** The message and its state (10 missing, 11 bad), or null. */
  error: { state: number; message: string } | null;
  onUploaded: (path: string) => void;
  onError: (error: { state: number; message: string } | null) => void;
  /** The sentence the customer reads aloud, with their name and platform (decision 0125). */
  statement: string;
}

export function StatementVideoField({
  customerId,
  path,
  error,
  onUploaded,
  onError,
  statement,
}: StatementVideoFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [recorderOpen, { open, close }] = useDisclosure(false);

  /** `seconds`: the recorder's own measure; a picked file's length is read from its metadata. */
  const take = async (file: File | null, seconds?: number) => {
    if (!file) return;
    const problem = videoProblem(file) ?? videoLengthProblem(seconds ?? (await videoSeconds(file)));
    if (problem) return onError({ state: VIDEO_INVALID_STATE, message: problem });
    onError(null);
    setProgress(0);
    try {
      onUploaded(await uploadAttachment(customerId, 'statement_video', file, { onProgress: setProgress }));
    } catch (err) {
      onError({ state: VIDEO_INVALID_STATE, message: errorMessage(err) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <DocumentCard
      testId="doc-statement_video"
      title={MSG.attachVideoTitle}
      required
      invalid={Boolean(error)}
      outside={
        <VideoRecorder
          opened={recorderOpen}
          onClose={close}
          statement={statement}
          onRecorded={(f, seconds) => void take(f, seconds)}
        />
      }
    >
      <Text size="xs" c="dimmed">
        {MSG.attachVideoHint}
      </Text>
      <StatementScript statement={statement} />
      {path ? <StoredVideo path={path} label={MSG.attachVideoTitle} /> : null}
      <UploadProgress progress={progress} />
      <Group gap="xs" grow>
        <Button variant="light" size="sm" onClick={open} disabled={progress !== null}>
          {MSG.attachVideoRecord}
        </Button>
        <FileButton onChange={(f) => void take(f)} accept="video/mp4">
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={progress !== null}>
              {MSG.attachVideoUpload}
            </Button>
          )}
        </FileButton>
      </Group>
      {error ? (
        <Text size="xs" c="red.8" role="alert" data-error-state={error.state}>
          {error.message}
        </Text>
      ) : null}
    </DocumentCard>
  );
}
