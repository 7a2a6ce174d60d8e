/**
 * The back-office contract beyond the review (docs/product/back-office.md § Records and fields, Calls): the users directory and its
 * export, the demo accounts and the counter's calls, and the partner bank's approval.
 */
import {
  BACKOFFICE_LIMIT_MAX,
  BACKOFFICE_PAGE_SIZE,
  COUNTER_STATUS_WORDS,
  STAFF_PASSWORD_MIN,
} from '../backoffice-constants';
import { PASSWORD_MAX, USERNAME_MAX } from '../constants';
import { MSG } from '../messages';
import { z } from '../zod';
import {
  kycListItemSchema,
  noSpaces,
  participantSearchField,
  reasonField,
  tradeAccountNoField,
  tradePasswordField,
  tradeUsernameField,
} from './backoffice';

// ── Users directory: GET /v1/admin-broker/users ──────────────────────
/** One or many app names: `app_name=a&app_name=b` or `app_name=a,b`. */
const appNames = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v ? [v] : [])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 20),
  );

export const usersDirectoryFilterSchema = z.object({
  app_name: appNames,
  keyword: z.string().trim().max(100).optional().default(''),
});
export type UsersDirectoryFilter = z.infer<typeof usersDirectoryFilterSchema>;

/**
 * `offset` is the page number from 1 (offset=1 with limit=total reads everything; decision 0068).
 */
export const usersDirectoryQuerySchema = usersDirectoryFilterSchema.extend({
  offset: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(BACKOFFICE_LIMIT_MAX).default(BACKOFFICE_PAGE_SIZE),
});
export type UsersDirectoryQuery = z.infer<typeof usersDirectoryQuerySchema>;

/**
 * An account's status as the directory and its export show it: the stored status, or 'closed' once
 * the account was closed at the customer's request, whatever it was before (decision 0130).
 */
export const USER_ACCOUNT_STATUSES = ['pending', 'new', 'active', 'blocked', 'closed'] as const;
export type UserAccountStatus = (typeof USER_ACCOUNT_STATUSES)[number];
export const directoryUserSchema = z.object({
  _id: z.string(),
  /** The participant record the row stands for, when the user has one. */
  nasabah_id: z.string().nullable(),
  fullname: z.string(),
  username: z.string(),
  app_name: z.string().nullable(),
  platform_name: z.string().nullable(),
  phonenumber: z.string(),
  email: z.string(),
  status: z.enum(USER_ACCOUNT_STATUSES),
  created_at: z.string(),
});
export type DirectoryUser = z.infer<typeof directoryUserSchema>;
export const usersDirectoryReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ body: z.object({ users: z.array(directoryUserSchema), count: z.number() }) }),
});

// ── Demo accounts: GET/POST /v1/counter/…/user/non_trading ───────────
export const demoParticipantsQuerySchema = z.object({
  /** An app name, or 'all'. */
  platform: z.string().max(64).default('all'),
  limit: z.coerce.number().int().min(1).max(BACKOFFICE_LIMIT_MAX).default(BACKOFFICE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export const demoParticipantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone_number: z.string(),
  platform: z.string(),
  flag_active: z.boolean(),
  hin_demo: z.string().nullable(),
});
export type DemoParticipant = z.infer<typeof demoParticipantSchema>;
export const demoParticipantsReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ user: z.array(demoParticipantSchema), count: z.number() }),
});

const passwordField = noSpaces(MSG.staffPasswordRequired).pipe(
  z.string().min(STAFF_PASSWORD_MIN, MSG.passwordMin8).max(PASSWORD_MAX),
);
/** The 'Tambah Akun Demo' form: the user id and username are read-only, the password typed. */
export const demoAccountBodySchema = z.object({
  username: noSpaces(MSG.staffUsernameRequired).pipe(z.string().max(USERNAME_MAX + 20)),
  password: passwordField,
  user_id: z.string().uuid(),
});
export type DemoAccountBody = z.infer<typeof demoAccountBodySchema>;
export const demoAccountReplySchema = z.object({
  status_code: z.string(),
  message: z.string(),
  data: z.object({ status: z.number(), hin_demo: z.string(), activity_id: z.string() }),
});

// ── Counter calls (docs/product/back-office.md § Calls) ──────────────────────────────────────
export const counterListQuerySchema = z.object({
  status: z.enum(Object.keys(COUNTER_STATUS_WORDS) as [keyof typeof COUNTER_STATUS_WORDS]),
  limit: z.coerce.number().int().min(1).max(BACKOFFICE_LIMIT_MAX).default(BACKOFFICE_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  /** true: only participants with a live trading account; false: only those without one. */
  isTrading: z.enum(['true', 'false']).optional(),
  /** video_schedule: by the call's time (unscheduled last), for the video-call list. */
  sort: z.enum(['video_schedule']).optional(),
  /** today: only calls scheduled for today (WIB). */
  scheduled: z.enum(['today']).optional(),
  /** A name, a NIK prefix or a phone number (backoffice.ts parseParticipantSearch). */
  q: participantSearchField,
});
export const counterListReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ nasabah: z.array(kycListItemSchema), count: z.number() }),
});

/** The counter's approval opens the same trading account as the broker's (backoffice.ts approveBodySchema). */
export const counterApproveBodySchema = z.object({
  nasabah_id: z.string().uuid(),
  username: tradeUsernameField,
  password: tradePasswordField,
  account_no: tradeAccountNoField,
});
export const counterRejectBodySchema = z.object({
  nasabah_id: z.string().uuid(),
  reject_desc: reasonField,
});
/** The counter's replies carry the server's message in data.message, shown as a toast (docs/product/back-office.md § Messages). */
export const counterActionReplySchema = z.object({
  status_code: z.string(),
  activity_id: z.string(),
  data: z.object({ status: z.number(), message: z.string(), activity_id: z.string() }),
});
export type CounterActionReply = z.infer<typeof counterActionReplySchema>;

// ── The partner bank's approval of its participants (status 7 → 2) ───
export const bankApprovalBodySchema = z.object({ nasabah_id: z.string().uuid() });

// ── The staff member's own profile (/profil) ─────────────────────────
export const staffProfileReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    username: z.string(),
    fullname: z.string(),
    role: z.number(),
    platform: z.object({ app_name: z.string(), name: z.string() }).nullable(),
    bank: z.object({ bank_code: z.string(), name: z.string() }).nullable(),
    password_changed_at: z.string().nullable(),
  }),
});
export type StaffProfile = z.infer<typeof staffProfileReplySchema>['data'];

// ── Video-call verification (docs/product/back-office.md § Calls counter and applicant video calls) ──
/** PUT /v1/counter/add_video. The room's link is made by the server; a link sent is ignored. */
export const addVideoBodySchema = z.object({
  nasabah_id: z.string().uuid(),
  video_link: z.string().max(200).optional(),
  /**
   * An instant with its offset, e.g. 2026-11-25T10:00:00+07:00. A pattern rather than z.iso, whose
   * code would join the zod chunk of every customer page (decision 0051).
   */
  video_schedule: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/)
    .refine((v) => !Number.isNaN(Date.parse(v))),
});
export const addVideoReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    status: z.number(),
    video_link: z.string(),
    video_schedule: z.string(),
    activity_id: z.string(),
  }),
});
export const videoRoomSchema = z.object({
  nasabah_id: z.string(),
  video_link: z.string(),
  video_schedule: z.string(),
  /** The end of the joinable window. */
  valid_until: z.string(),
});
/** GET …/twilio_token and …/twilio/access_token: our own short-lived room token (decision 0072). */
export const roomTokenReplySchema = z.object({
  status_code: z.string(),
  data: z.object({
    token: z.string(),
    room: videoRoomSchema,
    expires_in: z.number(),
    /** For RTCPeerConnection: STUN, and TURN with time-limited credentials (coturn's REST format). */
    ice_servers: z.array(
      z.object({
        urls: z.array(z.string()),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
    ),
  }),
});
/** GET /v1/user/video/{link}: the participant's room, when it is theirs and open. */
export const videoRoomReplySchema = z.object({
  status_code: z.string(),
  data: videoRoomSchema.extend({
    /** When the participant agreed to this room's recording; null: not yet (they must, to join). */
    consent_accepted_at: z.string().nullable(),
  }),
});
/** POST /v1/user/video/{link}/consent: the participant agrees to the call being recorded. */
export const videoConsentBodySchema = z.object({ agree: z.literal(true) });
export const videoConsentReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ consent_accepted_at: z.string(), version: z.string() }),
});
/** PUT /v1/counter/video/reschedule: a scheduled call moved to a new time, with a new link. */
export const rescheduleVideoBodySchema = addVideoBodySchema.omit({ video_link: true });
/** PUT /v1/counter/video/cancel: a scheduled call cancelled; the participant may be scheduled again. */
export const cancelVideoBodySchema = z.object({ nasabah_id: z.string().uuid() });
/** GET /v1/user/video: the caller's scheduled call, open or not, for the waiting screen (null: none). */
export const ownVideoCallReplySchema = z.object({
  status_code: z.string(),
  data: z.object({ room: videoRoomSchema.nullable() }),
});
export const approveVideoBodySchema = z.object({ nasabah_id: z.string().uuid() });
