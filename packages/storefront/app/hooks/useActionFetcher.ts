import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { type ActionOutcome, fetcherFormData } from '../lib/post-form';

type Phase = 'idle' | 'sent' | 'running';

/**
 * Posts a form to a `/_/…` action through a React Router fetcher, marked as
 * a script post (lib/post-form.ts), so the action answers with its outcome as
 * data rather than a redirect. React Router then reloads the page's loaders
 * and the loaded fetchers (the header cart among them).
 *
 * `onDone` runs once per submission, as soon as its outcome is known (before
 * the reload finishes): the action's answer, or null when it answered with a
 * redirect (the fetcher follows it). A request that did not get through gives
 * the `UNANSWERED` outcome (see `clientActionOutcome`), never an error page.
 */
export function useActionFetcher<T extends ActionOutcome = ActionOutcome>({ key, onDone }: { key?: string; onDone?: (outcome: T | null) => void } = {}) {
  const fetcher = useFetcher({ key });
  const data = fetcher.data as T | undefined;
  const phase = useRef<Phase>('idle');
  const before = useRef<unknown>(undefined);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    if (phase.current === 'idle') return;
    const answered = data !== undefined && data !== before.current;
    if (phase.current === 'sent' && fetcher.state !== 'idle' && !answered) {
      phase.current = 'running';
      return;
    }
    if (answered || (phase.current === 'running' && fetcher.state === 'idle')) {
      phase.current = 'idle';
      onDoneRef.current?.(answered ? data : null);
    }
  }, [fetcher.state, data]);

  const { submit: submitFetcher } = fetcher;
  const submit = useCallback(
    (action: string, form: HTMLFormElement | FormData, opts: { submitter?: HTMLElement | null; extra?: Record<string, string> } = {}) => {
      before.current = data;
      phase.current = 'sent';
      return submitFetcher(fetcherFormData(form, opts), { method: 'post', action, preventScrollReset: true });
    },
    [submitFetcher, data],
  );

  return { submit, data, state: fetcher.state, busy: fetcher.state !== 'idle' };
}
