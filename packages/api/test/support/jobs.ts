import type { AppDeps } from '../../src/context';
import type { Mailer, MailMessage } from '../../src/features/mail/transport';
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

/** A mailer that records what it sends; `failWith` makes the next sends throw. */
export function recordingMailer(options: { delayMs?: number } = {}) {
  const sent: MailMessage[] = [];
  let failure: (() => Error) | null = null;
  const mailer: Mailer & { sent: MailMessage[]; failWith(make: (() => Error) | null): void } = {
    sent,
    failWith(make) {
      failure = make;
    },
    async send(message) {
      if (options.delayMs) await new Promise<void>((resolve) => setTimeout(resolve, options.delayMs));
      if (failure) throw failure();
      sent.push(message);
    },
  };
  return mailer;
}
