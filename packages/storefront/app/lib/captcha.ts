import { CAPTCHA_TOKEN_FIELD } from '@konfety/domain/captcha';

/**
 * The captcha in the browser (ARCHITECTURE "Captcha"), brought with the on-demand client UI (routes/actions/client-ui.ts)
 * when a visitor first focuses a protected form, so no page carries it in its scripts and no page loads Google's script
 * before someone starts on a form. A protected form holds the notice `<p data-captcha="<action>" data-src="<script>">`
 * (lib/captcha.server.ts), with the hidden `captcha_token` field inside it.
 *
 * - Focus in a protected form: the provider's script (`data-src`: `render=<site key>`, `hl=<language>`) is loaded, once.
 * - Its submission, by the button, Enter or a script: held back (before the form's own handlers run) until the provider
 *   answers `grecaptcha.execute(siteKey, { action })`, the token put into the field, then submitted again as it was
 *   (same submit button). Tokens are single-use and live two minutes, so each submission gets a new one.
 * - No answer within `TOKEN_WAIT_MS` (a blocked or broken script): the form goes without a token, and the API's refusal
 *   says what to do.
 */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const TOKEN_WAIT_MS = 10_000;

let provider: Promise<Grecaptcha> | undefined;

/** The provider's script, loaded once (a failed load may be tried again by the next form). */
function loadProvider(src: string): Promise<Grecaptcha> {
  provider ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => {
      const g = window.grecaptcha;
      if (g) g.ready(() => resolve(g));
      else reject(new Error('the captcha script defined no grecaptcha'));
    };
    script.onerror = () => reject(new Error('the captcha script did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    provider = undefined;
    throw error;
  });
  return provider;
}

/** The captcha notice of a protected form (null for any other form). */
function noticeOf(form: unknown): HTMLElement | null {
  return form instanceof HTMLFormElement ? form.querySelector<HTMLElement>('[data-captcha][data-src]') : null;
}

async function tokenFor(notice: HTMLElement): Promise<string> {
  const src = notice.dataset.src ?? '';
  const g = await loadProvider(src);
  return g.execute(new URL(src, location.href).searchParams.get('render') ?? '', { action: notice.dataset.captcha ?? '' });
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}

let guarding = false;

/** Watches the document's protected forms (once per page load; idempotent). */
export function guardCaptchaForms(): void {
  if (guarding) return;
  guarding = true;
  const waiting = new WeakSet<HTMLFormElement>();
  let passing: HTMLFormElement | null = null;
  const warmUp = (target: EventTarget | null) => {
    const notice = noticeOf((target as HTMLInputElement | null)?.form);
    if (notice) loadProvider(notice.dataset.src ?? '').catch(() => undefined);
  };
  document.addEventListener('focusin', (event) => warmUp(event.target), true);
  // The focus that brought this module here.
  warmUp(document.activeElement);
  // Capture on the document: before React's handlers (delegated to the root) and the browser's own submission.
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const notice = noticeOf(form);
      if (!notice || form === passing) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (waiting.has(form)) return;
      waiting.add(form);
      const submitter = (event as SubmitEvent).submitter;
      const field = notice.querySelector<HTMLInputElement>(`input[name="${CAPTCHA_TOKEN_FIELD}"]`);
      const send = (token: string) => {
        waiting.delete(form);
        if (field) field.value = token;
        // The submission reads its fields at once (the browser's, React Router's and the forms' own handlers alike).
        passing = form;
        try {
          // A browser without requestSubmit (Safari before 16) submits the form itself, to its action, as without scripts.
          if (typeof form.requestSubmit === 'function') form.requestSubmit(submitter?.isConnected ? submitter : null);
          else form.submit();
        } finally {
          passing = null;
          if (field) field.value = '';
        }
      };
      // In a task of its own: while this submit event is being dispatched the browser ignores another submission,
      // and a token that is there at once (a provider answering from memory) arrives in that dispatch's microtasks.
      void within(tokenFor(notice), TOKEN_WAIT_MS)
        .catch(() => '')
        .then((token) => setTimeout(send, 0, token));
    },
    true,
  );
}
