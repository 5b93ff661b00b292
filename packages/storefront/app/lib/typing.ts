/**
 * The search box's cycling placeholder (SPEC §4/§9): each placeholder is typed
 * out at 50 ms per character, stays whole for a pause, then the next one is
 * typed. With reduced motion the placeholders change whole. Pure, so it can
 * be unit-tested; `useTypingPlaceholder` drives it with timers.
 */
export const TYPING_MS_PER_CHAR = 50;
export const TYPING_PAUSE_MS = 2000;
/** How long a whole placeholder stays when typing is off (reduced motion). */
export const TYPING_REDUCED_MS = 3000;

export interface TypingState {
  /** Index of the placeholder being shown. */
  index: number;
  /** How many of its characters (code points) are shown. */
  length: number;
}

export interface TypingOptions {
  typeMs?: number;
  pauseMs?: number;
  reducedMs?: number;
  reducedMotion?: boolean;
}

/** Characters as the user sees them (code points, so emoji are not split). */
function chars(text: string): string[] {
  return Array.from(text);
}

/** The first frame, as the server renders it: the first placeholder, whole. */
export function initialTypingState(placeholders: readonly string[]): TypingState {
  return { index: 0, length: chars(placeholders[0] ?? '').length };
}

/** The text of a frame. */
export function typingText(placeholders: readonly string[], state: TypingState): string {
  return chars(placeholders[state.index] ?? '')
    .slice(0, state.length)
    .join('');
}

/**
 * The frame after `state` and how long `state` stays on screen before it.
 * Returns null when nothing ever changes (fewer than two placeholders and
 * nothing left to type).
 */
export function nextTypingStep(placeholders: readonly string[], state: TypingState, options: TypingOptions = {}): { state: TypingState; delay: number } | null {
  const typeMs = options.typeMs ?? TYPING_MS_PER_CHAR;
  const pauseMs = options.pauseMs ?? TYPING_PAUSE_MS;
  const reducedMs = options.reducedMs ?? TYPING_REDUCED_MS;
  const count = placeholders.length;
  if (count === 0) return null;
  const index = ((state.index % count) + count) % count;
  const full = chars(placeholders[index] ?? '').length;
  if (options.reducedMotion) {
    if (count < 2) return state.length === full && state.index === index ? null : { state: { index, length: full }, delay: 0 };
    const next = (index + 1) % count;
    return { state: { index: next, length: chars(placeholders[next] ?? '').length }, delay: reducedMs };
  }
  if (state.length < full) return { state: { index, length: state.length + 1 }, delay: typeMs };
  if (count < 2) return null;
  // Whole: pause, then start typing the next one from its first character.
  const next = (index + 1) % count;
  return { state: { index: next, length: Math.min(1, chars(placeholders[next] ?? '').length) }, delay: pauseMs };
}
