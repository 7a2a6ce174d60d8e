/**
 * The participant's video-call status as one badge, the same in the participant lists, the
 * video-call list and the detail: 'belum dijadwalkan', 'terjadwal <tanggal jam WIB>', 'diterima'.
 * Shared by the review and video-call features, which may not import each other.
 */
import { fillTemplate, formatWibShort, MSG, type VideoStatus } from '@kilau/shared';
import { Badge } from '@mantine/core';

export function videoStatusText(status: VideoStatus, schedule: string | null): string {
  if (status === 'done') return MSG.videoBadgeDone;
  if (status === 'scheduled' && schedule)
    return fillTemplate(MSG.videoBadgeScheduled, { when: formatWibShort(schedule) });
  return MSG.videoBadgeNew;
}

const COLOR: Record<VideoStatus, string> = { new: 'gray', scheduled: 'blue', done: 'teal' };

/**
 * `wrap`: in a table column the text may take two lines ('Video: terjadwal' / '26 Nov 2026 16.00
 * WIB'), so that the lists fit beside the navigation at 1280 px.
 */
export function VideoStatusBadge({
  status,
  schedule,
  wrap = false,
}: {
  status: VideoStatus;
  schedule: string | null;
  wrap?: boolean;
}) {
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      data-testid="video-status"
      h={wrap ? 'auto' : undefined}
      py={wrap ? 2 : undefined}
      styles={{
        label: { textTransform: 'none', overflow: 'visible', whiteSpace: wrap ? 'normal' : 'nowrap' },
      }}
      style={{ whiteSpace: wrap ? 'normal' : 'nowrap' }}
    >
      {videoStatusText(status, schedule)}
    </Badge>
  );
}
