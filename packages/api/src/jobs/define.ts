import type { z } from 'zod';
import type { AppDeps } from '../context';
import type { Logger } from '../logger';
import type { Mailer } from '../features/mail/transport';

/*
 * What a job kind is (ARCHITECTURE "Jobs"). A feature defines its kinds with `defineJob` beside the code they run
 * (mail/jobs.ts, housekeeping/jobs.ts), lists them in registry.ts, and queues them with `queueJob`/`jobInsertSql`
 * (queue.ts), handing over the definition itself: the payload's type and its check come from the kind's schema.
 */

export interface JobLogger extends Logger {
  warn(obj: object, msg: string): void;
}

/** What a handler may use: the application's dependencies, the log, and the outside services jobs talk to. */
export interface JobDeps extends AppDeps {
  log: JobLogger;
  /** Where mails go (the configured transport: SMTP_URL or .eml files). */
  mailer: Mailer;
  /** The database's own upkeep (on PGlite what autovacuum would do); answers the tables it vacuumed or analysed. */
  maintainDatabase(): Promise<string[]>;
}

/** A job as its handler is given it. */
export interface JobRun {
  id: number;
  /** This attempt's number, from 1. */
  attempt: number;
}

type Payload = z.ZodObject;

export interface JobKind<S extends Payload = Payload> {
  /** Its name in the `jobs` table: `<feature>.<what>`; renaming one strands the queued jobs of the old name. */
  readonly kind: string;
  readonly payload: S;
  /**
   * Does the work; throws to fail the attempt (retried after the backoff), or `JobNoLongerNeeded` when the job lost
   * its purpose (its order or account erased, a link used): the job is then closed without retries. Runs at least
   * once, more than once when a process dies in the middle, so it must be idempotent (or, as a mail, accept that).
   */
  run(deps: JobDeps, payload: z.output<S>, job: JobRun): Promise<void>;
  /** The job's uniqueness key: a second job of this kind with the same key is not queued (one confirmation per order). */
  key?(payload: z.output<S>): string;
  /** What a log line may say about a job of this kind (ids, never an address or a token). */
  facts?(payload: z.output<S>): Record<string, string | number>;
  readonly maxAttempts: number;
  /** Seconds to the next attempt after the n-th failed one (1-based): the n-th entry, the last one repeating. */
  readonly backoffSeconds: readonly number[];
  /** How long a claimed job belongs to its runner; its work must end well inside it, or it runs twice. */
  readonly leaseSeconds: number;
  /** Payload fields removed once the job is done or failed (a reset link's token). */
  readonly secrets: readonly (keyof z.output<S> & string)[];
}

export type AnyJobKind = JobKind;
export type JobPayload<J> = J extends JobKind<infer S> ? z.output<S> : never;

/** Retries for every kind that does not choose its own (the mail outbox's, kept): ~22 h from the first to the 8th attempt. */
export const DEFAULT_BACKOFF_SECONDS = [60, 300, 900, 3600, 3 * 3600, 6 * 3600, 12 * 3600] as const;
export const DEFAULT_LEASE_SECONDS = 300;

type Defaults = 'maxAttempts' | 'backoffSeconds' | 'leaseSeconds' | 'secrets';

export function defineJob<S extends Payload>(definition: Omit<JobKind<S>, Defaults> & Partial<Pick<JobKind<S>, Defaults>>): JobKind<S> {
  if (definition.kind.length > 64) throw new Error(`job kind ${definition.kind}: longer than the column`);
  return {
    maxAttempts: DEFAULT_BACKOFF_SECONDS.length + 1,
    backoffSeconds: DEFAULT_BACKOFF_SECONDS,
    leaseSeconds: DEFAULT_LEASE_SECONDS,
    secrets: [],
    ...definition,
  };
}

/**
 * Thrown by a handler when its job lost its purpose before it ran (the order or account it is about was erased, a
 * reset link was used or replaced): the job is closed as failed with this as its error, never retried.
 */
export class JobNoLongerNeeded extends Error {
  override readonly name: string = 'JobNoLongerNeeded';
}

/** A cron schedule: at every slot of `cron` (in `timezone`) one job of `job` runs, across all the shop's processes. */
export interface Schedule<S extends Payload = Payload> {
  /** Its name; the slot's job has the key `<name>@<slot time>`. */
  readonly name: string;
  /** Five fields (minute hour day month weekday), or six with seconds first. */
  readonly cron: string;
  readonly timezone: string;
  readonly job: JobKind<S>;
  readonly payload: z.input<S>;
}

export const SHOP_TIMEZONE = 'Europe/Prague';

export function defineSchedule<S extends Payload>(schedule: Omit<Schedule<S>, 'timezone'> & { timezone?: string }): Schedule<S> {
  return { timezone: SHOP_TIMEZONE, ...schedule };
}
