/**
 * The participant's documents (spec 002 §2): recent photo, KTP, photo with KTP, signature and the
 * statement video. A picture opens full size in a lightbox (yet-another-react-lightbox) that
 * slides on by itself every 4 s, zooms in steps of 0.5 from 1 and turns by 90°.
 */
import 'yet-another-react-lightbox/styles.css';
import type { KycDetail } from '@kilau/shared';
import { MSG } from '@kilau/shared';
import { Card, Center, Image, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import { useStaffFileUrl } from '../api/staff-file';

export const ZOOM_STEP = 0.5;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const SLIDE_DELAY_MS = 4000;

const IMAGES = [
  { key: 'photo', label: MSG.galleryPhoto },
  { key: 'ktp', label: MSG.galleryKtp },
  { key: 'photo_with_ktp', label: MSG.galleryPhotoWithKtp },
  { key: 'signature', label: MSG.gallerySignature },
] as const;

/** Zoom and rotation of the open picture; each new picture starts straight at 1×. */
export function useViewTransform() {
  const [scale, setScale] = useState(ZOOM_MIN);
  const [rotation, setRotation] = useState(0);
  return {
    scale,
    rotation,
    zoomIn: () => setScale((s) => Math.min(ZOOM_MAX, s + ZOOM_STEP)),
    zoomOut: () => setScale((s) => Math.max(ZOOM_MIN, s - ZOOM_STEP)),
    rotate: () => setRotation((r) => (r + 90) % 360),
    reset: () => {
      setScale(ZOOM_MIN);
      setRotation(0);
    },
  };
}

function Thumb({
  path,
  label,
  onOpen,
}: {
  path: string | null;
  label: string;
  onOpen: (url: string) => void;
}) {
  const file = useStaffFileUrl(path);
  return (
    <Card withBorder padding="xs">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {!path ? (
          <Center h={140}>
            <Text size="sm" c="dimmed">
              -
            </Text>
          </Center>
        ) : file.data ? (
          <UnstyledButton onClick={() => file.data && onOpen(file.data)} aria-label={label}>
            <Image src={file.data} alt={label} h={140} fit="contain" />
          </UnstyledButton>
        ) : (
          <Center h={140}>
            {file.isError ? <Text size="sm">{MSG.technicalProblem}</Text> : <Loader size="sm" />}
          </Center>
        )}
      </Stack>
    </Card>
  );
}

function Video({ path }: { path: string | null }) {
  const file = useStaffFileUrl(path);
  return (
    <Card withBorder padding="xs">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {MSG.galleryVideo}
        </Text>
        {path && file.data ? (
          // biome-ignore lint/a11y/useMediaCaption: the customer's spoken statement has no captions
          <video src={file.data} controls width="100%" style={{ maxHeight: 180 }} />
        ) : (
          <Center h={140}>{path ? <Loader size="sm" /> : <Text c="dimmed">-</Text>}</Center>
        )}
      </Stack>
    </Card>
  );
}

export function DocumentGallery({ attachment }: { attachment: KycDetail['attachment'] }) {
  const [urls, setUrls] = useState<Record<string, string>>({});
  const [index, setIndex] = useState(-1);
  const view = useViewTransform();
  const slides = IMAGES.filter((i) => urls[i.key]).map((i) => ({ src: urls[i.key] as string, alt: i.label }));
  const open = (key: string, url: string) => {
    const next = { ...urls, [key]: url };
    setUrls(next);
    view.reset();
    setIndex(IMAGES.filter((i) => next[i.key]).findIndex((i) => i.key === key));
  };
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        {IMAGES.map((i) => (
          <Thumb key={i.key} path={attachment[i.key]} label={i.label} onOpen={(url) => open(i.key, url)} />
        ))}
        <Video path={attachment.statement_video} />
      </SimpleGrid>
      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(-1)}
        slides={slides}
        labels={{
          Close: MSG.galleryClose,
          Play: MSG.galleryPlay,
          Pause: MSG.galleryPause,
          Previous: MSG.galleryPrevious,
          Next: MSG.galleryNext,
        }}
        plugins={[Slideshow]}
        slideshow={{ autoplay: true, delay: SLIDE_DELAY_MS }}
        on={{ view: () => view.reset() }}
        toolbar={{
          buttons: [
            <ToolButton
              key="zoom-out"
              label={MSG.galleryZoomOut}
              glyph="−"
              onClick={view.zoomOut}
              disabled={view.scale <= ZOOM_MIN}
            />,
            <ToolButton
              key="zoom-in"
              label={MSG.galleryZoomIn}
              glyph="+"
              onClick={view.zoomIn}
              disabled={view.scale >= ZOOM_MAX}
            />,
            <ToolButton key="rotate" label={MSG.galleryRotate} glyph="⟳" onClick={view.rotate} />,
            'slideshow',
            'close',
          ],
        }}
        render={{
          slide: ({ slide }) => (
            <img
              src={slide.src}
              alt={slide.alt ?? ''}
              data-scale={view.scale}
              data-rotation={view.rotation}
              style={{
                maxWidth: '100%',
                maxHeight: '100%',
                objectFit: 'contain',
                transform: `rotate(${view.rotation}deg) scale(${view.scale})`,
                transition: 'transform 150ms ease',
              }}
            />
          ),
        }}
      />
    </>
  );
}

function ToolButton(props: { label: string; glyph: string; onClick: () => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      className="yarl__button"
      aria-label={props.label}
      title={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
      style={{ fontSize: 26, lineHeight: 1, minWidth: 44 }}
    >
      <span aria-hidden>{props.glyph}</span>
    </button>
  );
}
