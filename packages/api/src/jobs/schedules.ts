import { Cron } from 'croner';
import type { Schedule } from './define';

/*
 * The slots of a cron schedule (croner, in the schedule's timezone: Europe/Prague by default, so "at 3 o'clock" stays
 * 3 o'clock across daylight saving). A slot's job is keyed `<schedule>@<slot>`; every process queues the latest slot
 * it has reached and the unique key lets one of them in (runner.ts).
 */

const crons = new WeakMap<Schedule, Cron>();

function cronOf(schedule: Schedule): Cron {
  let cron = crons.get(schedule);
  if (!cron) crons.set(schedule, (cron = new Cron(schedule.cron, { timezone: schedule.timezone, paused: true })));
  return cron;
}

/** The latest slot at or before `now` (cron slots are whole seconds), or null when the schedule has none. */
export function latestSlot(schedule: Schedule, now: Date): Date | null {
  const nextWholeSecond = new Date(Math.floor(now.getTime() / 1000) * 1000 + 1000);
  return cronOf(schedule).previousRuns(1, nextWholeSecond)[0] ?? null;
}

/** The first slot after `now`, or null when there is none. */
export function nextSlot(schedule: Schedule, now: Date): Date | null {
  return cronOf(schedule).nextRun(now);
}

/** The uniqueness key of a slot's job. */
export function slotKey(schedule: Schedule, slot: Date): string {
  return `${schedule.name}@${slot.toISOString()}`;
}
