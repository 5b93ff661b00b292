import type { AppDeps } from '../../src/context';
import type { JobLogger } from '../../src/jobs/define';
import { createJobRunner, type JobRunnerOptions, startJobRunner } from '../../src/jobs/runner';

/*
 * The jobs runner as the API tests run it beside a test app: the shop's job kinds, no schedules (a test that wants
 * one hands it in), so a drain runs only what the test queued.
 */

export const quietJobLog: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };

/** A log that keeps its lines. */
export function recordingJobLog() {
  const lines: Array<{ level: string; obj: object; msg: string }> = [];
  const at = (level: string) => (obj: object, msg: string) => void lines.push({ level, obj, msg });
  const log: JobLogger = { error: at('error'), warn: at('warn'), info: at('info') };
  return { log, lines };
}

export const testJobRunner = (deps: AppDeps, options: JobRunnerOptions) => createJobRunner(deps, { schedules: [], ...options });
export const startTestJobRunner = (deps: AppDeps, options: JobRunnerOptions) => startJobRunner(deps, { schedules: [], ...options });
