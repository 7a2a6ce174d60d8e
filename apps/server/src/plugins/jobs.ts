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

export class TableJobQueue<S extends JobSchemas = JobPayloads> implements JobQueue<S> {
  private readonly handlers = new Map<string, JobHandler<Record<string, unknown>>>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;
  /** The workers' type filters: one for the main lane (every type outside the lanes), then each lane's. */
  private readonly workers: LaneFilter[];
  private readonly laneTypes: string[];

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly schemas: S,
    private readonly pollMs = 1000,
    lanes: readonly JobLane[] = [],
  ) {
    this.laneTypes = lanes.flatMap((l) => [...l.types]);
    this.workers = [null, ...lanes.flatMap((l) => Array.from({ length: l.concurrency }, () => l.types))];
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
    this.schedule(0);
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
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private kick() {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runAll()
        .catch((err) => this.log.error({ err }, 'job loop failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.pollMs);
        });
    }, ms);
    this.timer.unref();
  }

  /** Every worker claims and runs its lane's jobs until none is left. */
  private async runAll(): Promise<void> {
    await Promise.all(this.workers.map((lane) => this.runOnce(lane)));
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
        await runAsJob({ id: job.id, type: job.type, requestId: job.request_id }, () => handler(payload));
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
      update jobs set attempts = attempts + 1, locked_until = now() + interval '5 minutes'
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
