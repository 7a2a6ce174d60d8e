/**
 * A stored attachment shown back from GET /v2/get/file (the image with its full-size view, the
 * statement video): fetched with the bearer token as a Blob and shown through an object URL (an
 * <img src> could not carry the token), revoked when done.
 */
import { MSG } from '@kilau/shared';
import { Box, Center, Image, Loader, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Modal } from '../../../../components/ui/overlays';
import { fetchStoredFile } from '../../api/stored-file';

export interface StoredImageProps {
  path: string;
  alt: string;
  height?: number;
}

export interface StoredVideoProps {
  path: string;
  label: string;
}

function useStoredFileUrl(path: string | null | undefined): { url: string | null; loading: boolean } {
  const query = useQuery({
    queryKey: ['onboarding', 'stored-file', path],
    queryFn: () => fetchStoredFile(path ?? ''),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(query.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [query.data]);
  return { url, loading: query.isLoading && Boolean(path) };
}

/** The stored image as a thumbnail; a tap opens it full size in a modal. */
export function StoredImage({ path, alt, height = 160 }: StoredImageProps) {
  const { url, loading } = useStoredFileUrl(path);
  const [opened, { open, close }] = useDisclosure(false);
  if (loading || !url) {
    return (
      <Center h={height} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
        <Loader size="sm" aria-label={MSG.loading} />
      </Center>
    );
  }
  return (
    <>
      <UnstyledButton onClick={open} aria-label={`${MSG.attachViewFull}: ${alt}`} w="100%">
        <Box bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <Image src={url} alt={alt} h={height} fit="contain" />
        </Box>
        <Text size="xs" c="blue.8" mt={4}>
          {MSG.attachViewFull}
        </Text>
      </UnstyledButton>
      <Modal opened={opened} onClose={close} title={alt} size="xl" centered>
        <Image src={url} alt={alt} fit="contain" mah="75dvh" />
      </Modal>
    </>
  );
}

/** The stored statement video, played from an object URL. */
export function StoredVideo({ path, label }: StoredVideoProps) {
  const { url, loading } = useStoredFileUrl(path);
  if (loading || !url) {
    return (
      <Center h={160} bg="gray.0">
        <Loader size="sm" aria-label={MSG.loading} />
      </Center>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: the customer's own statement video has no caption track
    <video
      src={url}
      controls
      playsInline
      aria-label={label}
      style={{ width: '100%', maxWidth: 560, maxHeight: 320, borderRadius: 8, background: '#000' }}
    />
  );
}
