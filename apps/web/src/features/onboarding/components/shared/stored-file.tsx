/**
 * A stored attachment shown back (the image with its full-size view, the statement video), its
 * code (Mantine's Image, the full-size modal, the fetch as a Blob: about 2.3 kB gzip) fetched after
 * the page's first paint: the attachments page was over its first-paint budget (decision 0052).
 * Until it has arrived the file is drawn as it is while it downloads (a grey box with a spinner of
 * the same height), which it is about to be anyway.
 */
import { MSG } from '@kilau/shared';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface StoredImageProps {
  path: string;
  alt: string;
  height?: number;
}

export interface StoredVideoProps {
  path: string;
  label: string;
}

const load = () => import('./stored-file-core');
const LoadedImage = lazy(() => load().then((m) => ({ default: m.StoredImage })));
const LoadedVideo = lazy(() => load().then((m) => ({ default: m.StoredVideo })));

/** The stored image as a thumbnail; a tap opens it full size in a modal. */
export function StoredImage(props: StoredImageProps) {
  return (
    <Suspense fallback={<StoredFilePlaceholder height={props.height ?? 160} rounded />}>
      <LoadedImage {...props} />
    </Suspense>
  );
}

/** The stored statement video, played from an object URL. */
export function StoredVideo(props: StoredVideoProps) {
  return (
    <Suspense fallback={<StoredFilePlaceholder height={160} />}>
      <LoadedVideo {...props} />
    </Suspense>
  );
}

/** The same box the loaded component shows while the file downloads. */
function StoredFilePlaceholder({ height, rounded = false }: { height: number; rounded?: boolean }) {
  return (
    <Center h={height} bg="gray.0" style={rounded ? { borderRadius: 'var(--mantine-radius-md)' } : undefined}>
      <Loader size="sm" aria-label={MSG.loading} />
    </Center>
  );
}
