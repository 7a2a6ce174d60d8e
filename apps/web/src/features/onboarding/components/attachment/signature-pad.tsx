/**
 * A signature pad: a canvas drawn on with pointer events (finger, pen or mouse), cleared, and
 * exported as PNG (the server accepts only png for signatures, decision 0012). Written here rather
 * than taken from a library: it is ~100 lines and adds no dependency.
 */
import { MSG } from '@kilau/shared';
import { Box, Button, Group, Stack } from '@mantine/core';
import { forwardRef, useCallback, useImperativeHandle, useRef, useState } from 'react';

export interface SignaturePadHandle {
  clear: () => void;
  isEmpty: () => boolean;
  /** The drawing as a PNG Blob, or null when nothing was drawn. */
  toPng: () => Promise<Blob | null>;
}

const WIDTH = 600;
const HEIGHT = 240;

export const SignaturePad = forwardRef<
  SignaturePadHandle,
  { label?: string; onChange?: (empty: boolean) => void }
>(function SignaturePad({ label = MSG.attachSignaturePad, onChange }, ref) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [empty, setEmpty] = useState(true);

  const markEmpty = useCallback(
    (v: boolean) => {
      setEmpty(v);
      onChange?.(v);
    },
    [onChange],
  );

  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const canvas = e.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const sx = rect.width ? canvas.width / rect.width : 1;
    const sy = rect.height ? canvas.height / rect.height : 1;
    return { x: (e.clientX - rect.left) * sx, y: (e.clientY - rect.top) * sy };
  };

  const ctx = () => {
    const c = canvasRef.current?.getContext('2d');
    if (!c) return null;
    c.lineWidth = 3;
    c.lineCap = 'round';
    c.lineJoin = 'round';
    c.strokeStyle = '#10213f';
    return c;
  };

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    canvas?.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    markEmpty(true);
  }, [markEmpty]);

  useImperativeHandle(
    ref,
    () => ({
      clear,
      isEmpty: () => empty,
      toPng: () =>
        new Promise<Blob | null>((resolve) => {
          const canvas = canvasRef.current;
          if (!canvas || empty) return resolve(null);
          canvas.toBlob((b) => resolve(b), 'image/png');
        }),
    }),
    [clear, empty],
  );

  return (
    <Stack gap="xs">
      <Box
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'white',
          touchAction: 'none',
        }}
      >
        <canvas
          ref={canvasRef}
          width={WIDTH}
          height={HEIGHT}
          role="img"
          aria-label={label}
          data-testid="signature-canvas"
          style={{
            width: '100%',
            height: 'auto',
            aspectRatio: `${WIDTH} / ${HEIGHT}`,
            display: 'block',
            touchAction: 'none',
            cursor: 'crosshair',
          }}
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture?.(e.pointerId);
            drawing.current = true;
            const p = point(e);
            last.current = p;
            const c = ctx();
            if (c) {
              c.beginPath();
              c.arc(p.x, p.y, 1.2, 0, Math.PI * 2);
              c.fillStyle = '#10213f';
              c.fill();
            }
            if (empty) markEmpty(false);
          }}
          onPointerMove={(e) => {
            if (!drawing.current || !last.current) return;
            const p = point(e);
            const c = ctx();
            if (c) {
              c.beginPath();
              c.moveTo(last.current.x, last.current.y);
              c.lineTo(p.x, p.y);
              c.stroke();
            }
            last.current = p;
          }}
          onPointerUp={() => {
            drawing.current = false;
            last.current = null;
          }}
          onPointerCancel={() => {
            drawing.current = false;
            last.current = null;
          }}
        />
      </Box>
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={clear} disabled={empty}>
          {MSG.attachSignatureClear}
        </Button>
      </Group>
    </Stack>
  );
});
