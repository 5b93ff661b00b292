/**
 * What a measuring run started (shop, database server, hello-world server, Chromium, temporary directories) is
 * undone here, newest first, both when the run ends and when it is interrupted (Ctrl-C, SIGTERM): a benchmark
 * left running would skew every later measurement on the machine.
 */
const tasks: Array<() => unknown> = [];

/** Registers `task` to run at clean-up; the returned function runs it now instead (once). */
export function onCleanup(task: () => unknown): () => Promise<void> {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    const i = tasks.indexOf(once);
    if (i !== -1) tasks.splice(i, 1);
    await task();
  };
  tasks.push(once);
  return once;
}

let cleaning: Promise<void> | null = null;
/** A signal stopped the run: what fails afterwards (requests to a shop shutting down) is no news. */
let interrupted = false;

/**
 * Runs every registered task, newest first; a failing task is reported and does not stop the others. A second
 * call (the signal handler's and the run's own end) waits for the same clean-up.
 */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const task of tasks.slice().reverse()) {
      try {
        await task();
      } catch (e) {
        process.stderr.write(`clean-up: ${e instanceof Error ? e.message : String(e)}\n`);
      }
    }
  })();
  return cleaning;
}

/** Ctrl-C or SIGTERM: clean up, then exit with the conventional status (128 + signal number). */
export function cleanUpOnSignals(): void {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => {
      interrupted = true;
      process.stderr.write(`\n${signal}: stopping everything this run started…\n`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
}

/**
 * Runs `main`, cleans up whatever happened, and exits (non-zero on failure): explicitly, because keep-alive
 * sockets of the load generators would otherwise hold the process open.
 */
export async function runCleanly(main: () => Promise<void>): Promise<void> {
  cleanUpOnSignals();
  try {
    await main();
  } catch (e) {
    if (!interrupted) process.stderr.write(`\n${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
  process.exit();
}
