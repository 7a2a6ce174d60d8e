/**
 * The video-call calls of spec 002 §7 (paths as the spec names them; the "twilio" ones answer our
 * own room token, decision 0072) and the recording's upload (decision 0074).
 */
import {
  addVideoReplySchema,
  counterActionReplySchema,
  counterListReplySchema,
  ownVideoCallReplySchema,
  recordingChunkReplySchema,
  recordingFinishReplySchema,
  recordingStartReplySchema,
  roomTokenReplySchema,
  VIDEO_LIST_PAGE_SIZE,
  type VideoRecordingMime,
  videoRoomReplySchema,
} from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';

const listKey = ['video-call-list'] as const;

/** GET /v1/counter/get/list_nasabah?status=new: the new participants, 5 a page (spec 002 §2). */
export function useVideoCallList(page: number, q = '') {
  const params = new URLSearchParams({
    status: 'new',
    limit: String(VIDEO_LIST_PAGE_SIZE),
    offset: String((page - 1) * VIDEO_LIST_PAGE_SIZE),
  });
  // The search box: a name, a NIK or a phone number.
  if (q) params.set('q', q);
  return useQuery({
    queryKey: [...listKey, page, q],
    queryFn: () =>
      apiRequest('GET', `/v1/counter/get/list_nasabah?${params}`, { schema: counterListReplySchema }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/** PUT /v1/counter/add_video: the server makes the link; `when` is an instant with its offset. */
export function useScheduleCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { nasabah_id: string; video_schedule: string }) =>
      apiRequest('PUT', '/v1/counter/add_video', { body, schema: addVideoReplySchema }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** PUT /v1/counter/customer/approve_video_call: 'Video Berhasil diterima' in data.message. */
export function useAcceptVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nasabahId: string) =>
      apiRequest('PUT', '/v1/counter/customer/approve_video_call', {
        body: { nasabah_id: nasabahId },
        schema: counterActionReplySchema,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

export type RoomToken = Awaited<ReturnType<typeof fetchHostToken>>;

/** GET /v1/counter/get/twilio_token?identity={id}: the officer's room token (200/400/403). */
export async function fetchHostToken(nasabahId: string) {
  const reply = await apiRequest(
    'GET',
    `/v1/counter/get/twilio_token?identity=${encodeURIComponent(nasabahId)}`,
    { schema: roomTokenReplySchema },
  );
  return reply.data;
}

/** GET /v1/user/video/{link}: the participant's own room, if it is open now (200/400/403/404). */
export function useOwnRoom(link: string) {
  return useQuery({
    queryKey: ['own-video-room', link],
    queryFn: () =>
      apiRequest('GET', `/v1/user/video/${encodeURIComponent(link)}`, { schema: videoRoomReplySchema }),
    select: (r) => r.data,
    retry: false,
  });
}

/** GET /v1/get/twilio/access_token?identity={link}: the participant's room token. */
export async function fetchGuestToken(link: string): Promise<RoomToken> {
  const reply = await apiRequest('GET', `/v1/get/twilio/access_token?identity=${encodeURIComponent(link)}`, {
    schema: roomTokenReplySchema,
  });
  return reply.data;
}

/** GET /v1/user/video: the caller's scheduled call, for the waiting screen (null when none). */
export function useOwnScheduledCall() {
  return useQuery({
    queryKey: ['own-video-call'],
    queryFn: () => apiRequest('GET', '/v1/user/video', { schema: ownVideoCallReplySchema }),
    select: (r) => r.data.room,
  });
}

/** The recording's three calls (decision 0074), used by call-recorder.ts. */
export const recordingApi = {
  async start(nasabahId: string, mime: VideoRecordingMime) {
    const reply = await apiRequest('POST', '/v1/counter/video/recordings', {
      body: { nasabah_id: nasabahId, mime },
      schema: recordingStartReplySchema,
    });
    return reply.data;
  },
  async chunk(recordingId: string, seq: number, bytes: Blob) {
    const reply = await apiRequest(
      'PUT',
      `/v1/counter/video/recordings/${encodeURIComponent(recordingId)}/chunks/${seq}`,
      { body: bytes, schema: recordingChunkReplySchema },
    );
    return reply.data;
  },
  /** The network, a timeout, too many requests or the server down: worth sending again. */
  retryable(err: unknown): boolean {
    if (!(err instanceof ApiError)) return true;
    return err.httpStatus === 0 || err.httpStatus === 408 || err.httpStatus === 429 || err.httpStatus >= 500;
  },
  async finish(recordingId: string, durationMs: number, keepalive = false) {
    const reply = await apiRequest(
      'POST',
      `/v1/counter/video/recordings/${encodeURIComponent(recordingId)}/finish`,
      { body: { duration_ms: Math.round(durationMs) }, schema: recordingFinishReplySchema, keepalive },
    );
    return reply.data;
  },
};
