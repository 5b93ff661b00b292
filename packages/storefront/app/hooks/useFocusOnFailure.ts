import { type RefObject, useEffect } from 'react';

/**
 * After a post answered in place (with JavaScript the form stays mounted, so `autofocus` does not act again):
 * focus the first invalid control of `form`, else its alert that says what went wrong.
 */
export function useFocusOnFailure(form: RefObject<HTMLFormElement | null>, failure: object | undefined) {
  useEffect(() => {
    if (!failure || !form.current) return;
    const target = form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.current.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [form, failure]);
}
