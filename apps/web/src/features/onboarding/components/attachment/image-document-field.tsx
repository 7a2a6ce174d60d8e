/**
 * One document of the attachment step: pick a photo (or take it with the camera), scale and
 * compress it to a JPEG under 400,000 bytes, refuse anything not jpeg/png or still too large with a
 * message naming which, upload it first, then show the stored image. The error is the document's
 * own (docs/product/onboarding.md § Rules states 1–6).
 */
import { MSG } from '@kilau/shared';
import { Button, Center, FileButton, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-client';
import { uploadAttachment } from '../../api/upload';
import type { ImageDoc } from '../../lib/attachment-docs';
import { compressImage, ImageRejectedError, rejectionMessage } from '../../lib/compress-image';
import { StoredImage } from '../shared/stored-file';
import { SelfieCapture } from './selfie-capture';
import { DocumentCard, UploadProgress } from './upload-card';

export interface ImageDocumentFieldProps {
  doc: ImageDoc;
  customerId: string;
  path: string | null;
  error: string | null;
  onUploaded: (path: string) => void;
  /** A message for this document's error state, or null to clear it. */
  onError: (message: string | null) => void;
}

export function ImageDocumentField({
  doc,
  customerId,
  path,
  error,
  onUploaded,
  onError,
}: ImageDocumentFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [camera, { open: openCamera, close: closeCamera }] = useDisclosure(false);
  const errorId = `${doc.kind}-error`;

  const take = async (file: File | null) => {
    if (!file) return;
    onError(null);
    let upload: File;
    try {
      upload = await compressImage(file);
    } catch (err) {
      return onError(
        err instanceof ImageRejectedError ? rejectionMessage(err.reason) : MSG.uploadImageInvalid,
      );
    }
    setProgress(0);
    try {
      const stored = await uploadAttachment(customerId, doc.kind, upload, { onProgress: setProgress });
      onUploaded(stored);
    } catch (err) {
      onError(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <DocumentCard
      testId={`doc-${doc.kind}`}
      title={doc.label}
      titleId={`${doc.kind}-label`}
      required={doc.required}
      invalid={Boolean(error)}
      outside={
        doc.camera ? (
          <SelfieCapture
            opened={camera}
            facing={doc.camera}
            onClose={closeCamera}
            onCaptured={(f) => void take(f)}
          />
        ) : null
      }
    >
      {path ? (
        <StoredImage path={path} alt={doc.label} />
      ) : (
        <Center h={120} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="xs" c="dimmed" ta="center" px="sm">
            {MSG.attachImageHint}
          </Text>
        </Center>
      )}
      <UploadProgress progress={progress} />
      {/* The two buttons share a row while their labels fit, and stack in a narrow card. */}
      <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <FileButton onChange={(f) => void take(f)} accept="image/jpeg,image/png">
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="sm"
              loading={progress !== null}
              aria-describedby={error ? errorId : undefined}
              aria-label={`${path ? MSG.attachChangeFile : MSG.attachChooseFile}: ${doc.label}`}
            >
              {path ? MSG.attachChangeFile : MSG.attachChooseFile}
            </Button>
          )}
        </FileButton>
        {doc.camera ? (
          <Button variant="default" size="sm" onClick={openCamera} disabled={progress !== null}>
            {MSG.attachUseCamera}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="red.8" role="alert" id={errorId} data-error-state={doc.errorState}>
          {error}
        </Text>
      ) : null}
    </DocumentCard>
  );
}
