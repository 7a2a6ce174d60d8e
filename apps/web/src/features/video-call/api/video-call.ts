/**
 * The video-call calls of docs/product/back-office.md § Calls (paths as that section names them; the "twilio" ones answer our
 * own room token, decision 0072) and the recording's upload (decision 0074).
 */
import { VIDEO_LIST_PAGE_SIZE, type VideoRecordingMime } from '@kilau/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useFileUrl } from '../../../lib/use-file-url';

/** The replies' schemas arrive while the requests run, so zod is not on the first paint. */
const replySchemas = () => import('./reply-schemas');

const listKey = ['video-call-list'] as const;

/**
 * After an officer's change the screens show the new state before the notice (mutateAsync waits
 * for this): the video-call list and the participant's detail and lists are refetched.
 */
function reloadCalls(queryClient: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: listKey }),
    queryClient.invalidateQueries({ queryKey: ['participant'] }),
    queryClient.invalidateQueries({ queryKey: ['participants'] }),
  ]);
}

/** The list and the detail read again, e.g. once a call (and its recording) is over. */
export function useReloadCalls() {
  const queryClient = useQueryClient();
  return () => reloadCalls(queryClient);
}

/**
 * GET /v1/counter/get/list_nasabah?status=new: the new participants, 5 a page (docs/product/back-office.md § Screens), the
 * next calls first; `today`: only the calls scheduled for today (WIB); `q`: a name, a NIK or a
 * phone number.
 */
export function useVideoCallList(page: number, today = false, q = '') {
  const params = new URLSearchParams({
    status: 'new',
    limit: String(VIDEO_LIST_PAGE_SIZE),
    offset: String((page - 1) * VIDEO_LIST_PAGE_SIZE),
    sort: 'video_schedule',
  });
  if (today) params.set('scheduled', 'today');
  if (q) params.set('q', q);
  return useQuery({
    queryKey: [...listKey, page, today, q],
    queryFn: () =>
      apiRequest('GET', `/v1/counter/get/list_nasabah?${params}`, {
        schema: () => replySchemas().then((m) => m.counterListReplySchema),
      }),
    select: (r) => r.data,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /v1/counter/kyc/detail/{id}: the participant as the officer reads them, for the call window
 * (their KTP and selfie beside the live video) and for whether their video may be accepted now
 * (allowed_actions, decision 0083). The review's detail reads the same key, so one invalidation
 * of ['participant'] renews both.
 */
export function useCallParticipant(nasabahId: string) {
  return useQuery({
    queryKey: ['participant', 'counter', nasabahId],
    queryFn: () =>
      apiRequest('GET', `/v1/counter/kyc/detail/${encodeURIComponent(nasabahId)}`, {
        schema: () => replySchemas().then((m) => m.kycDetailReplySchema),
      }),
    select: (r) => r.data.customer,
  });
}

/** A stored document of the participant (GET /v1/get/file?path=), as an object URL. */
export function useParticipantFile(path: string | null) {
  // The review's documents use the same key: a picture already loaded is not fetched again.
  return useFileUrl('staff-file', path === null ? null : `/v1/get/file?path=${encodeURIComponent(path)}`);
}

/** PUT /v1/counter/add_video: the server makes the link; `when` is an instant with its offset. */
export function useScheduleCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { nasabah_id: string; video_schedule: string }) =>
      apiRequest('PUT', '/v1/counter/add_video', {
        body,
        schema: () => replySchemas().then((m) => m.addVideoReplySchema),
      }),
    onSettled: () => reloadCalls(queryClient),
  });
}

/** PUT /v1/counter/video/reschedule: a new time and a new link; the old link stops working. */
export function useRescheduleCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { nasabah_id: string; video_schedule: string }) =>
      apiRequest('PUT', '/v1/counter/video/reschedule', {
        body,
        schema: () => replySchemas().then((m) => m.addVideoReplySchema),
      }),
    onSettled: () => reloadCalls(queryClient),
  });
}

/** PUT /v1/counter/video/cancel: the call is off; the participant is told. */
export function useCancelCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nasabahId: string) =>
      apiRequest('PUT', '/v1/counter/video/cancel', {
        body: { nasabah_id: nasabahId },
        schema: () => replySchemas().then((m) => m.counterActionReplySchema),
      }),
    onSettled: () => reloadCalls(queryClient),
  });
}

export type RoomToken = Awaited<ReturnType<typeof fetchHostToken>>;

/** GET /v1/counter/get/twilio_token?identity={id}: the officer's room token (200/400/403). */
export async function fetchHostToken(nasabahId: string) {
  const reply = await apiRequest(
    'GET',
    `/v1/counter/get/twilio_token?identity=${encodeURIComponent(nasabahId)}`,
    { schema: () => replySchemas().then((m) => m.roomTokenReplySchema) },
  );
  return reply.data;
}

/** GET /v1/user/video/{link}: the participant's own room, if it is open now (200/400/403/404). */
export function useOwnRoom(link: string) {
  return useQuery({
    queryKey: ['own-video-room', link],
    queryFn: () =>
      apiRequest('GET', `/v1/user/video/${encodeURIComponent(link)}`, {
        schema: () => replySchemas().then((m) => m.videoRoomReplySchema),
      }),
    select: (r) => r.data,
    retry: false,
  });
}

/** POST /v1/user/video/{link}/consent: the participant agrees to the call being recorded (UU PDP). */
export function useRecordingConsent(link: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('POST', `/v1/user/video/${encodeURIComponent(link)}/consent`, {
        body: { agree: true },
        schema: () => replySchemas().then((m) => m.videoConsentReplySchema),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['own-video-room', link] }),
  });
}

/** GET /v1/get/twilio/access_token?identity={link}: the participant's room token. */
export async function fetchGuestToken(link: string): Promise<RoomToken> {
  const reply = await apiRequest('GET', `/v1/get/twilio/access_token?identity=${encodeURIComponent(link)}`, {
    schema: () => replySchemas().then((m) => m.roomTokenReplySchema),
  });
  return reply.data;
}

/** GET /v1/user/video: the caller's scheduled call, for the waiting screen (null when none). */
export function useOwnScheduledCall() {
  return useQuery({
    queryKey: ['own-video-call'],
    queryFn: () =>
      apiRequest('GET', '/v1/user/video', {
        schema: () => replySchemas().then((m) => m.ownVideoCallReplySchema),
      }),
    select: (r) => r.data.room,
  });
}

/** The recording's three calls (decision 0074), used by call-recorder.ts. */
export const recordingApi = {
  async start(nasabahId: string, mime: VideoRecordingMime) {
    const reply = await apiRequest('POST', '/v1/counter/video/recordings', {
      body: { nasabah_id: nasabahId, mime },
      schema: () => replySchemas().then((m) => m.recordingStartReplySchema),
    });
    return reply.data;
  },
  async chunk(recordingId: string, seq: number, bytes: Blob) {
    const reply = await apiRequest(
      'PUT',
      `/v1/counter/video/recordings/${encodeURIComponent(recordingId)}/chunks/${seq}`,
      { body: bytes, schema: () => replySchemas().then((m) => m.recordingChunkReplySchema) },
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
      {
        body: { duration_ms: Math.round(durationMs) },
        schema: () => replySchemas().then((m) => m.recordingFinishReplySchema),
        keepalive,
      },
    );
    return reply.data;
  },
};
