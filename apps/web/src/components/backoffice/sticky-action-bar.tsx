/**
 * A detail page's actions, in view wherever the reviewer has scrolled to (decision 0134): on a wide
 * screen a bar under the page's header that sticks below the app's header, naming the participant
 * once the page's title has scrolled away; on a phone a bar at the bottom of the screen, placed
 * last on the page. Why an action is missing stands in the bar, beside the buttons.
 */
import './sticky-action-bar.css';
import { MSG } from '@kilau/shared';
import { Group, Paper, Text } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** True once the element has scrolled above the top of the screen (never without the browser API). */
function useScrolledPast() {
  const marker = useRef<HTMLDivElement>(null);
  const [past, setPast] = useState(false);
  useEffect(() => {
    const el = marker.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { marker, past };
}

export function StickyActionBar({
  placement,
  name,
  badge,
  reasons,
  children,
}: {
  placement: 'top' | 'bottom';
  /** The participant, named in the bar once the page's own title is out of view. */
  name: string;
  badge?: ReactNode;
  /** Why an action is missing, in the server's words (the page says it elsewhere on a phone). */
  reasons?: ReactNode;
  /** The buttons. */
  children: ReactNode;
}) {
  const { marker, past } = useScrolledPast();
  const top = placement === 'top';
  return (
    <>
      {top && <div ref={marker} aria-hidden style={{ height: 0 }} />}
      <Paper
        role="toolbar"
        aria-label={MSG.listActionsLabel}
        data-testid="detail-action-bar"
        withBorder
        shadow={past || !top ? 'sm' : undefined}
        px="sm"
        py={8}
        style={{
          position: 'sticky',
          ...(top ? { top: 'var(--app-shell-header-offset, 60px)' } : { bottom: 0 }),
          zIndex: 99,
        }}
      >
        <Group justify="space-between" gap="xs" wrap={top ? 'wrap' : 'nowrap'}>
          {top && past && (
            <Group gap="xs" wrap="nowrap" miw={0}>
              <Text fw={700} truncate="end" maw={320}>
                {name}
              </Text>
              {badge}
            </Group>
          )}
          <Group
            gap="xs"
            wrap={top ? 'wrap' : 'nowrap'}
            // On a phone the buttons keep their size and the bar scrolls sideways.
            preventGrowOverflow={false}
            className="kilau-action-bar-buttons"
            ml={top ? 'auto' : undefined}
            style={top ? undefined : { overflowX: 'auto', flex: 1 }}
          >
            {children}
          </Group>
        </Group>
        {reasons}
      </Paper>
    </>
  );
}
