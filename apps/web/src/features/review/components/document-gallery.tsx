/**
 * The participant's documents (docs/product/back-office.md § Screens): recent photo, KTP, photo with KTP, signature, the
 * spouse's signature, NPWP card, family card and any other file the customer sent, the statement
 * video, and the recordings of the verification video calls. A document opens full size in a
 * lightbox (yet-another-react-lightbox) that steps through every document the participant has, each
 * loaded when shown (not only those whose thumbnail already loaded). It moves only when the reviewer
 * moves it: the slideshow (every 4 s) runs only after its labelled button is pressed, and pauses
 * with it. Each document keeps its own zoom (steps of 0.5 from 1) and turn (90°) while the reviewer
 * goes back and forth; pictures lie on white, so a transparent signature's ink shows (decision 0126).
 */
import 'yet-another-react-lightbox/styles.css';
import type { KycDetail, VideoRecording } from '@kilau/shared';
import { fillTemplate, formatWibDateTime, MSG } from '@kilau/shared';
import { Card, Center, Divider, Grid, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { Fragment, type ReactNode, useRef, useState } from 'react';
import Lightbox, { type SlideshowRef } from 'yet-another-react-lightbox';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import { DocumentCard, FileProblem } from '../../../components/backoffice/document-card';
import { useStaffFileUrl } from '../api/staff-file';

export const ZOOM_STEP = 0.5;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
export const SLIDE_DELAY_MS = 4000;

export type DocumentKey = keyof KycDetail['attachment'];

/** The pictures, in the order the reviewer reads them; the optional ones show only when sent. */
const IMAGES: readonly { key: DocumentKey; label: string; optional?: true }[] = [
  { key: 'photo', label: MSG.galleryPhoto },
  { key: 'ktp', label: MSG.galleryKtp },
  { key: 'photo_with_ktp', label: MSG.galleryPhotoWithKtp },
  { key: 'signature', label: MSG.gallerySignature },
  { key: 'partner_signature', label: MSG.galleryPartnerSignature, optional: true },
  { key: 'npwp', label: MSG.galleryNpwp, optional: true },
  { key: 'kk', label: MSG.galleryKk, optional: true },
  { key: 'other', label: MSG.galleryOther, optional: true },
];

/** Every document the participant has, as the lightbox steps through them: the pictures, then the video. */
export function galleryDocuments(attachment: KycDetail['attachment']) {
  const docs: { key: DocumentKey; label: string; path: string; video: boolean }[] = [];
  for (const i of IMAGES) {
    const path = attachment[i.key];
    if (path) docs.push({ key: i.key, label: i.label, path, video: false });
  }
  if (attachment.statement_video)
    docs.push({
      key: 'statement_video',
      label: MSG.galleryVideo,
      path: attachment.statement_video,
      video: true,
    });
  return docs;
}

/** How one document is looked at: its zoom and its turn. */
export interface DocumentView {
  scale: number;
  rotation: number;
}
const STRAIGHT: DocumentView = { scale: ZOOM_MIN, rotation: 0 };

/**
 * Which document the lightbox shows (-1: closed) and the last one shown, so the keyboard can step
 * through the documents (j/k), zoom and turn the open one from outside the gallery. Zoom and turn
 * are kept per document (by its place in the gallery) for as long as the page is open: a KTP
 * photographed sideways stays turned when the reviewer comes back to it, while the selfie beside
 * it is not turned with it (decision 0126).
 */
export function useDocumentViewer() {
  const [index, setIndex] = useState(-1);
  const [cursor, setCursor] = useState(-1);
  const [views, setViews] = useState<Readonly<Record<number, DocumentView>>>({});
  // The open document, or the one a zoom or turn key is about to open (ensureOpen).
  const target = index >= 0 ? index : Math.max(cursor, 0);
  const change = (next: (v: DocumentView) => DocumentView) =>
    setViews((all) => ({ ...all, [target]: next(all[target] ?? STRAIGHT) }));
  const viewOf = (at: number): DocumentView => views[at] ?? STRAIGHT;
  const show = (at: number) => {
    setIndex(at);
    setCursor(at);
  };
  return {
    index,
    open: index >= 0,
    viewOf,
    /** The open document's zoom and turn, and the controls that change them. */
    transform: {
      ...viewOf(target),
      zoomIn: () => change((v) => ({ ...v, scale: Math.min(ZOOM_MAX, v.scale + ZOOM_STEP) })),
      zoomOut: () => change((v) => ({ ...v, scale: Math.max(ZOOM_MIN, v.scale - ZOOM_STEP) })),
      rotate: () => change((v) => ({ ...v, rotation: (v.rotation + 90) % 360 })),
    },
    show,
    close: () => setIndex(-1),
    /** The lightbox moved (its arrows, the slideshow the reviewer started). */
    moved: (at: number) => {
      setIndex((i) => (i < 0 ? i : at));
      setCursor(at);
    },
    /** Next (+1) or previous (-1) document, from the open one or the last one shown; wraps. */
    step: (delta: 1 | -1, total: number) => {
      if (total === 0) return;
      const from = index >= 0 ? index : cursor;
      show(from < 0 ? (delta > 0 ? 0 : total - 1) : (from + delta + total) % total);
    },
    /** Opens the last document shown (or the first) when a zoom or turn key is pressed. */
    ensureOpen: (total: number) => {
      if (index < 0 && total > 0) show(Math.max(cursor, 0));
    },
  };
}
export type DocumentViewer = ReturnType<typeof useDocumentViewer>;

/** The documents the detail lays out one per row, each beside the fields it proves. */
const ROW_KEYS: readonly DocumentKey[] = ['ktp', 'photo_with_ktp', 'photo', 'signature'];

function Thumb({ path, label, onOpen }: { path: string | null; label: string; onOpen: () => void }) {
  return <DocumentCard label={label} path={path} file={useStaffFileUrl(path)} onOpen={onOpen} />;
}

/**
 * A stored video, loaded with the staff member's token as a blob (seekable). A recording whose
 * officer closed the tab has no duration in its head: the browser reports Infinity and cannot seek
 * until it has read to the end, so the player asks for the end once and comes back to the start.
 */
function Video({ path, label, caption }: { path: string | null; label: string; caption?: string }) {
  const file = useStaffFileUrl(path);
  return (
    <Card withBorder padding="xs">
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {path && file.data ? (
          // biome-ignore lint/a11y/useMediaCaption: a spoken statement or a recorded call has no captions
          <video
            src={file.data}
            controls
            preload="metadata"
            width="100%"
            style={{ maxHeight: 180 }}
            aria-label={label}
            onLoadedMetadata={(e) => {
              const v = e.currentTarget;
              if (v.duration !== Number.POSITIVE_INFINITY) return;
              v.addEventListener('durationchange', () => (v.currentTime = 0), { once: true });
              v.currentTime = Number.MAX_SAFE_INTEGER;
            }}
          />
        ) : (
          <Center mih={140}>
            {!path ? (
              <Text c="dimmed">-</Text>
            ) : file.isError ? (
              <FileProblem file={file} />
            ) : (
              <Loader size="sm" />
            )}
          </Center>
        )}
        {caption && (
          <Text size="xs" c="dimmed">
            {caption}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** "12:05" (minutes and seconds) or "1:02:05". */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

function recordingCaption(r: VideoRecording): string {
  const when = formatWibDateTime(r.started_at);
  return r.duration_ms === null
    ? fillTemplate(MSG.galleryCallRecordingUnfinished, { when })
    : fillTemplate(MSG.galleryCallRecordingAt, { when, duration: formatDuration(r.duration_ms) });
}

export function DocumentGallery({
  attachment,
  recordings = [],
  viewer: given,
  aside,
}: {
  attachment: KycDetail['attachment'];
  /** The video calls recorded by the officer's browser, newest first (decision 0074). */
  recordings?: VideoRecording[];
  /** The lightbox's state when the page drives it (keyboard); else the gallery keeps its own. */
  viewer?: DocumentViewer;
  /**
   * What stands beside each main document (the fields it proves, its decision, its versions): with
   * it the KTP, photos, signature and statement video each get a row; the rest stays a grid.
   */
  aside?: (key: DocumentKey) => ReactNode;
}) {
  const own = useDocumentViewer();
  const viewer = given ?? own;
  const view = viewer.transform;
  const slideshow = useRef<SlideshowRef>(null);
  const documents = galleryDocuments(attachment);
  // The slide's src is the stored path: each slide loads its own file when it is shown.
  const slides = documents.map((d) => ({ src: d.path, alt: d.label }));
  const open = (key: DocumentKey) => viewer.show(documents.findIndex((d) => d.key === key));
  const thumb = (i: (typeof IMAGES)[number]) => (
    <Thumb key={i.key} path={attachment[i.key]} label={i.label} onOpen={() => open(i.key)} />
  );
  const video = <Video path={attachment.statement_video} label={MSG.galleryVideo} />;
  const rest = IMAGES.filter((i) => (aside ? !ROW_KEYS.includes(i.key) : true)).filter(
    (i) => !i.optional || attachment[i.key],
  );
  return (
    <>
      {aside && (
        <Stack gap="md" mb="md">
          {[...IMAGES.filter((i) => ROW_KEYS.includes(i.key)), null].map((i, at) => {
            const key = i?.key ?? 'statement_video';
            return (
              <Fragment key={key}>
                {at > 0 && <Divider />}
                <Grid gap="md" data-testid={`document-row-${key}`}>
                  <Grid.Col span={{ base: 12, sm: 5, lg: 4 }}>{i ? thumb(i) : video}</Grid.Col>
                  <Grid.Col span={{ base: 12, sm: 7, lg: 8 }}>{aside(key)}</Grid.Col>
                </Grid>
              </Fragment>
            );
          })}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        {rest.map(thumb)}
        {!aside && video}
        {recordings.map((r) => (
          <Video key={r.id} path={r.path} label={MSG.galleryCallRecording} caption={recordingCaption(r)} />
        ))}
      </SimpleGrid>
      <Lightbox
        open={viewer.open}
        index={Math.max(viewer.index, 0)}
        close={viewer.close}
        slides={slides}
        labels={{
          Close: MSG.galleryClose,
          Play: MSG.galleryPlay,
          Pause: MSG.galleryPause,
          Previous: MSG.galleryPrevious,
          Next: MSG.galleryNext,
          Lightbox: MSG.galleryLightbox,
          Carousel: MSG.galleryCarousel,
          'Photo gallery': MSG.galleryPhotoGallery,
          Slide: MSG.gallerySlide,
          '{index} of {total}': MSG.gallerySlideCounter,
        }}
        plugins={[Slideshow]}
        // Never on its own: a reviewer reading a document must not have it taken away (decision 0126).
        slideshow={{ autoplay: false, delay: SLIDE_DELAY_MS, ref: slideshow }}
        on={{ view: ({ index }) => viewer.moved(index) }}
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
          slide: ({ slide }) => {
            const at = documents.findIndex((d) => d.path === slide.src);
            const doc = documents[at];
            if (!doc) return null;
            return (
              <LightboxDocument
                doc={doc}
                position={fillTemplate(MSG.galleryPosition, { n: at + 1, total: documents.length })}
                {...viewer.viewOf(at)}
                // A video being watched holds the slideshow; the reviewer starts it again with Play.
                onPlay={() => slideshow.current?.pause()}
              />
            );
          },
          // A button that says what it does, in words: an icon alone was taken for 'turn'.
          buttonSlideshow: ({ playing, disabled, play, pause }) => (
            <ToolButton
              key="slideshow"
              label={playing ? MSG.galleryPause : MSG.galleryPlay}
              glyph={playing ? '❚❚' : '▶'}
              onClick={playing ? pause : play}
              disabled={disabled}
              text
            />
          ),
        }}
      />
    </>
  );
}

/** One document full size, loaded when it is shown, with its name and place ("3 dari 8"). */
function LightboxDocument({
  doc,
  position,
  scale,
  rotation,
  onPlay,
}: {
  doc: { label: string; path: string; video: boolean };
  position: string;
  scale: number;
  rotation: number;
  onPlay: () => void;
}) {
  const file = useStaffFileUrl(doc.path);
  const transform = `rotate(${rotation}deg) scale(${scale})`;
  return (
    <figure
      style={{
        margin: 0,
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
      }}
    >
      <div style={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {file.data ? (
          doc.video ? (
            // biome-ignore lint/a11y/useMediaCaption: a spoken statement has no captions
            <video
              src={file.data}
              controls
              aria-label={doc.label}
              onPlay={onPlay}
              style={{ maxWidth: '100%', maxHeight: '100%', transform }}
            />
          ) : (
            <img
              src={file.data}
              alt={doc.label}
              data-scale={scale}
              data-rotation={rotation}
              style={{
                // On white: a signature drawn on a transparent pad is dark ink, unseen on black.
                background: '#fff',
                maxWidth: '100%',
                maxHeight: '100%',
                objectFit: 'contain',
                transform,
                transition: 'transform 150ms ease',
              }}
            />
          )
        ) : file.isError ? (
          <div style={{ background: 'white', borderRadius: 8, padding: 16 }}>
            <FileProblem file={file} />
          </div>
        ) : (
          <Loader color="white" aria-label={MSG.loading} />
        )}
      </div>
      <figcaption style={{ color: 'white', fontSize: 14 }}>
        {doc.label} · {position}
      </figcaption>
    </figure>
  );
}

function ToolButton(props: {
  label: string;
  glyph: string;
  onClick: () => void;
  disabled?: boolean;
  /** Show the label beside the glyph, not only to screen readers. */
  text?: boolean;
}) {
  return (
    <button
      type="button"
      className="yarl__button"
      aria-label={props.text ? undefined : props.label}
      title={props.label}
      onClick={props.onClick}
      disabled={props.disabled}
      style={{
        fontSize: props.text ? 15 : 26,
        lineHeight: 1,
        minWidth: 44,
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
      }}
    >
      <span aria-hidden>{props.glyph}</span>
      {props.text && <span>{props.label}</span>}
    </button>
  );
}
