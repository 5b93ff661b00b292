import { useEffect, useState } from 'react';
import { initialTypingState, nextTypingStep, type TypingOptions, type TypingState, typingText } from '../lib/typing';

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The current text of the cycling search placeholder. The server (and the
 * first client render) show the first placeholder whole; typing starts after
 * hydration and pauses while `paused` (e.g. the field has focus).
 */
export function useTypingPlaceholder(placeholders: readonly string[], { paused = false, ...options }: TypingOptions & { paused?: boolean } = {}): string {
  const key = placeholders.join('\u0000');
  const [state, setState] = useState<TypingState>(() => initialTypingState(placeholders));
  const [reduced, setReduced] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(prefersReducedMotion());
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A new list (another language) starts again from its first placeholder.
  useEffect(() => {
    setState(initialTypingState(placeholders));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (paused) return;
    const step = nextTypingStep(placeholders, state, { ...options, reducedMotion: reduced });
    if (!step) return;
    const timer = window.setTimeout(() => setState(step.state), step.delay);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, state, paused, reduced, options.typeMs, options.pauseMs, options.reducedMs]);

  // While paused the current placeholder shows whole, not half-typed.
  return paused ? (placeholders[state.index] ?? '') : typingText(placeholders, state);
}
