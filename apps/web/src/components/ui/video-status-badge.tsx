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

export function VideoStatusBadge({ status, schedule }: { status: VideoStatus; schedule: string | null }) {
  return (
    <Badge
      color={COLOR[status]}
      variant="light"
      data-testid="video-status"
      styles={{ label: { textTransform: 'none', overflow: 'visible' } }}
      style={{ whiteSpace: 'nowrap' }}
    >
      {videoStatusText(status, schedule)}
    </Badge>
  );
}
