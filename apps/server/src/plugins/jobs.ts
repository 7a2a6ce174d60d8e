/**
 * The embedded job queue: rows in `jobs`, claimed with FOR UPDATE SKIP LOCKED so that several
 * API instances on one PostgreSQL share the work without a second system (docs/decisions/0004).
 * Failed jobs are retried with exponential back-off; a finished job's payload is cleared because
 * it may hold a one-time code. Payloads are typed and parsed by type (job-payloads.ts, decision 0099).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { type Db, rowsOf } from '../db/client';
import { jobs } from '../db/schema';
import type { JobPayloads } from './job-payloads';
import { currentRequestId, runAsJob } from './request-context';

/**
 * A job that failed every attempt and will not run again: the queue's dead letter (decision 0081).
 * Read with `done_at is null` (a done job's attempts no longer matter).
 */
export const jobIsDead = sql`${jobs.attempts} >= ${jobs.maxAttempts}`;

/** A job type → the schema of its payload (plugins/job-payloads.ts for the app's jobs). */
export type JobSchemas = Record<string, z.ZodType<Record<string, unknown>>>;

export type JobPayload<S extends JobSchemas, T extends keyof S> = z.infer<S[T]>;

export type JobHandler<P> = (payload: P) => Promise<void>;

export interface JobQueue<S extends JobSchemas = JobPayloads> {
  enqueue<T extends keyof S & string>(type: T, payload: JobPayload<S, T>): Promise<void>;
  /**
   * A periodic job: enqueues `type` to run after `delayMs` unless a job of that type is already
   * waiting. The handler calls it again for the next round, so the job repeats; several instances
   * calling it at start-up still leave one waiting job (at worst two, which is harmless).
   */
  scheduleOnce<T extends keyof S & string>(
    type: T,
    payload: JobPayload<S, T>,
    delayMs: number,
  ): Promise<void>;
  register<T extends keyof S & string>(type: T, handler: JobHandler<JobPayload<S, T>>): void;
  start(): void;
  /** Resolves when no job is runnable right now (tests and graceful shutdown). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

interface ClaimedJob {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  request_id: string | null;
}

/**
 * A lane: job types claimed by workers of their own, so that a slow kind of work cannot hold up the
 * rest. A partner's endpoint that takes its full timeout on every attempt (decision 0114) must
 * never delay a customer's OTP e-mail or SMS, and deliveries to many partners may run side by side.
 */
export interface JobLane {
  name: string;
  types: readonly string[];
  /** Jobs of the lane run at once in this process (each claimed with SKIP LOCKED, as across instances). */
  concurrency: number;
}

/** The types outside every lane: `null` for the main lane, else the lane's own list. */
type LaneFilter = readonly string[] | null;

/**
 * One worker of a lane: a single loop at a time (decision 0206). A kick while it runs asks for one
 * more round when it ends, never for a second loop beside it.
 */
interface Worker {
  lane: LaneFilter;
  running: Promise<void> | null;
  again: boolean;
  timer: NodeJS.Timeout | null;
}

/** How long a claim holds a job before another worker may take it for dead. */
const DEFAULT_LOCK_MS = 5 * 60_000;

export class TableJobQueue<S extends JobSchemas = JobPayloads> implements JobQueue<S> {
  private readonly handlers = new Map<string, JobHandler<Record<string, unknown>>>();
  private stopped = true;
  /** The workers: one for the main lane (every type outside the lanes), then each lane's. */
  private readonly workers: Worker[];
  private readonly laneTypes: string[];

  /**
   * `lockMs`: how long a claim holds its job. A running job renews it (a heartbeat every third of
   * it), so only a job whose process died is claimed again, however long the job runs.
   */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly schemas: S,
    private readonly pollMs = 1000,
    lanes: readonly JobLane[] = [],
    private readonly lockMs = DEFAULT_LOCK_MS,
  ) {
    this.laneTypes = lanes.flatMap((l) => [...l.types]);
    const filters: LaneFilter[] = [
      null,
      ...lanes.flatMap((l) => Array.from({ length: l.concurrency }, () => l.types)),
    ];
    this.workers = filters.map((lane) => ({ lane, running: null, again: false, timer: null }));
  }

  register<T extends keyof S & string>(type: T, handler: JobHandler<JobPayload<S, T>>) {
    // The queue parses the payload with the type's schema before it calls the handler.
    this.handlers.set(type, handler as JobHandler<Record<string, unknown>>);
  }

  async enqueue<T extends keyof S & string>(type: T, payload: JobPayload<S, T>) {
    await this.db.insert(jobs).values({ type, payload, requestId: currentRequestId() ?? null });
    this.kick();
  }

  async scheduleOnce<T extends keyof S & string>(type: T, payload: JobPayload<S, T>, delayMs: number) {
    await this.db.execute(sql`
      insert into jobs (type, payload, run_at)
      select ${type}, ${JSON.stringify(payload)}::jsonb, now() + make_interval(secs => ${delayMs / 1000})
      where not exists (
        select 1 from jobs where type = ${type} and done_at is null and attempts < max_attempts
          -- a running job (the one scheduling its next round) does not count as waiting
          and (locked_until is null or locked_until < now()))`);
    if (delayMs === 0) this.kick();
  }

  start() {
    this.stopped = false;
    this.kick();
  }

  async drain() {
    for (let i = 0; i < 50; i++) {
      await this.runAll();
      const [row] = rowsOf<{ n: number }>(
        await this.db.execute(
          sql`select count(*)::int as n from jobs where done_at is null and run_at <= now() and attempts < max_attempts`,
        ),
      );
      if (!row || row.n === 0) return;
    }
  }

  async stop() {
    this.stopped = true;
    for (const worker of this.workers) if (worker.timer) clearTimeout(worker.timer);
    await Promise.all(this.workers.map((worker) => worker.running));
  }

  /** A job was added: every idle worker looks now; a busy one takes another round when it ends. */
  private kick() {
    if (this.stopped) return;
    for (const worker of this.workers) this.wake(worker);
  }

  private wake(worker: Worker) {
    if (worker.running) {
      worker.again = true;
      return;
    }
    if (worker.timer) clearTimeout(worker.timer);
    worker.timer = null;
    worker.again = false;
    worker.running = this.runOnce(worker.lane)
      .catch((err) => this.log.error({ err }, 'job loop failed'))
      .finally(() => {
        worker.running = null;
        if (this.stopped) return;
        if (worker.again) {
          this.wake(worker);
          return;
        }
        worker.timer = setTimeout(() => this.wake(worker), this.pollMs);
        worker.timer.unref();
      });
  }

  /**
   * Every lane claims and runs its jobs until none is left, here and now (drain). Beside a started
   * queue's own workers this runs a second loop per lane: only tests and a shutdown call it.
   */
  private async runAll(): Promise<void> {
    await Promise.all(this.workers.map((worker) => this.runOnce(worker.lane)));
  }

  /** Claims and runs runnable jobs of one lane until none is left. */
  private async runOnce(lane: LaneFilter): Promise<void> {
    for (;;) {
      const job = await this.claim(lane);
      if (!job) return;
      const handler = this.handlers.get(job.type);
      const schema: z.ZodType<Record<string, unknown>> | undefined = this.schemas[job.type];
      const parsed = handler && schema ? schema.safeParse(job.payload) : null;
      if (parsed && !parsed.success) {
        await this.bury(job, `invalid payload for job type ${job.type}: ${z.prettifyError(parsed.error)}`);
        continue;
      }
      try {
        if (!handler || !parsed) throw new Error(`no handler for job type ${job.type}`);
        const payload = parsed.data;
        await this.holdingLock(job.id, () =>
          runAsJob({ id: job.id, type: job.type, requestId: job.request_id }, () => handler(payload)),
        );
        await this.db.execute(
          sql`update jobs set done_at = now(), payload = '{}'::jsonb where id = ${job.id}`,
        );
      } catch (err) {
        const attempts = job.attempts;
        const delaySeconds = Math.min(2 ** attempts * 5, 3600);
        this.log.warn(
          { err, jobId: job.id, jobType: job.type, reqId: job.request_id ?? undefined, attempts },
          'job failed, will retry',
        );
        await this.db.execute(
          sql`update jobs set last_error = ${String((err as Error).message).slice(0, 500)},
              run_at = now() + make_interval(secs => ${delaySeconds}), locked_until = null
              where id = ${job.id}`,
        );
      }
    }
  }

  /**
   * Runs `work` while renewing the job's claim: a job longer than the lock (the nightly monitoring
   * round takes minutes) would otherwise be taken for dead and run a second time beside itself.
   */
  private async holdingLock<T>(jobId: string, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      this.db
        .execute(
          sql`update jobs set locked_until = now() + make_interval(secs => ${this.lockMs / 1000})
              where id = ${jobId} and done_at is null and locked_until is not null`,
        )
        .catch((err) => this.log.warn({ err, jobId }, 'job lock not renewed'));
    }, this.lockMs / 3);
    renew.unref();
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * A payload that does not match its schema will not match on a retry either: the job fails at
   * once, a dead letter with the reason (failed jobs, decision 0081), and the queue goes on.
   */
  private async bury(job: ClaimedJob, reason: string) {
    this.log.error(
      { jobId: job.id, jobType: job.type, reqId: job.request_id ?? undefined, reason },
      'job payload invalid',
    );
    await this.db.execute(
      sql`update jobs set last_error = ${reason.slice(0, 500)}, attempts = max_attempts, locked_until = null
          where id = ${job.id}`,
    );
  }

  private async claim(lane: LaneFilter): Promise<ClaimedJob | null> {
    const types = lane ?? this.laneTypes;
    // The main lane takes every type outside the lanes; a lane only its own.
    const ofLane =
      types.length === 0
        ? sql`true`
        : lane
          ? sql`type in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})`
          : sql`type not in (${sql.join(
              types.map((t) => sql`${t}`),
              sql`, `,
            )})`;
    const result = await this.db.execute(sql`
      update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${this.lockMs / 1000})
      where id = (
        select id from jobs
        where done_at is null and run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until < now())
          and ${ofLane}
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, type, payload, attempts, max_attempts, request_id`);
    return rowsOf<ClaimedJob>(result)[0] ?? null;
  }
}
