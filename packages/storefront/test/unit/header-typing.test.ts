import { describe, expect, it } from 'vitest';
import { initialTypingState, nextTypingStep, type TypingState, typingText } from '../../app/lib/typing';

/** Runs the sequencer from its first frame and records [text, how long it stays] for `steps` frames. */
function frames(list: string[], steps: number, reducedMotion = false): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  let state: TypingState = initialTypingState(list);
  for (let i = 0; i < steps; i++) {
    const next = nextTypingStep(list, state, { reducedMotion });
    if (!next) {
      out.push([typingText(list, state), Infinity]);
      break;
    }
    out.push([typingText(list, state), next.delay]);
    state = next.state;
  }
  return out;
}

describe('search placeholder typing (SPEC §4/§9)', () => {
  it('starts with the first placeholder whole, as the server renders it', () => {
    expect(typingText(['paruka', 'balónky'], initialTypingState(['paruka', 'balónky']))).toBe('paruka');
  });

  it('pauses 2 s on a whole placeholder, then types the next one at 50 ms per character', () => {
    expect(frames(['paruka', 'maska'], 8)).toEqual([
      ['paruka', 2000],
      ['m', 50],
      ['ma', 50],
      ['mas', 50],
      ['mask', 50],
      ['maska', 2000],
      ['p', 50],
      ['pa', 50],
    ]);
  });

  it('cycles back to the first placeholder after the last', () => {
    const seen = frames(['a', 'b', 'c'], 7).map(([text]) => text);
    expect(seen).toEqual(['a', 'b', 'c', 'a', 'b', 'c', 'a']);
  });

  it('types characters, not UTF-16 halves (emoji, Czech diacritics)', () => {
    const texts = frames(['x', 'ř🎈ž'], 5).map(([text]) => text);
    expect(texts).toEqual(['x', 'ř', 'ř🎈', 'ř🎈ž', 'x']);
  });

  it('with reduced motion shows whole placeholders only', () => {
    expect(frames(['paruka', 'maska', 'dýně'], 4, true)).toEqual([
      ['paruka', 3000],
      ['maska', 3000],
      ['dýně', 3000],
      ['paruka', 3000],
    ]);
  });

  it('a single placeholder stays still; an empty list has no steps', () => {
    expect(frames(['paruka'], 3)).toEqual([['paruka', Infinity]]);
    expect(nextTypingStep([], { index: 0, length: 0 })).toBeNull();
  });

  it('a half-typed single placeholder is finished, then stays', () => {
    const step = nextTypingStep(['ab'], { index: 0, length: 1 });
    expect(step).toEqual({ state: { index: 0, length: 2 }, delay: 50 });
    expect(nextTypingStep(['ab'], { index: 0, length: 2 })).toBeNull();
  });
});
