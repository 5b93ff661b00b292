import { claimPeriodicRun, type Db } from '@konfety/db';

interface Log {
  error(obj: object, msg: string): void;
}

export interface PeriodicJob {
  /** Its row in `periodic_runs`, shared by every process on the database. */
  name: string;
  /** At most one run per this long, across every process. */
  everyMs: number;
  run: () => Promise<void>;
}

export interface Housekeeping {
  /** Stops asking, and waits for a run under way (before the database it uses is closed). */
  stop(): Promise<void>;
}

/**
 * Runs `job` once per `everyMs` across all the shop's processes, not once per process: each process asks at
 * start and then every `checkEveryMs`, and runs the job only when its claim of the period succeeds
 * (`claimPeriodicRun`, a conditional update of the job's row). A process restarted more often than `everyMs`
 * still lets the job run. Resolves once the first claim is decided; the job itself runs in the background.
 */
export async function startHousekeeping(db: Db, job: PeriodicJob, options: { checkEveryMs: number; log: Log }): Promise<Housekeeping> {
  let stopped = false;
  let busy: Promise<void> | null = null;
  const check = (): Promise<void> => {
    if (busy || stopped) return Promise.resolve();
    let decided!: () => void;
    const claimDecided = new Promise<void>((resolve) => {
      decided = resolve;
    });
    busy = (async () => {
      try {
        const claimed = await claimPeriodicRun(db, job.name, job.everyMs);
        decided();
        if (claimed !== null && !stopped) await job.run();
      } catch (err) {
        options.log.error({ err, job: job.name }, 'periodic job failed');
      } finally {
        decided();
        busy = null;
      }
    })();
    return claimDecided;
  };
  await check();
  const timer = setInterval(() => void check(), options.checkEveryMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await busy;
    },
  };
}
