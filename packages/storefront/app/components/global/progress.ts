/**
 * Timing of the navigation progress bar (SPEC §4/§9), kept free of React so
 * it can be tested: nothing shows for navigations faster than the 200 ms
 * minimum display delay; a shown bar creeps towards 90 % and, when the
 * navigation ends, fills to 100 % and fades out.
 */
export const PROGRESS_SHOW_DELAY_MS = 200;
export const PROGRESS_START = 0.08;
export const PROGRESS_CEILING = 0.9;
export const PROGRESS_TICK_MS = 250;
/** Time to fill to 100 %, then to fade out (matches global.css). */
export const PROGRESS_COMPLETE_MS = 200;
export const PROGRESS_FADE_MS = 300;

/** One trickle step: a share of the remaining way to the ceiling, at least a little, never past it. */
export function trickle(value: number): number {
  if (!Number.isFinite(value) || value < PROGRESS_START) return PROGRESS_START;
  if (value >= PROGRESS_CEILING) return PROGRESS_CEILING;
  const step = Math.max((PROGRESS_CEILING - value) * 0.1, 0.002);
  return Math.min(PROGRESS_CEILING, value + step);
}

