import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { formatPercent } from '@konfety/domain/format';
import { safeRedirectTarget } from '@konfety/domain/redirect';
import { useLocale, useT } from '../../i18n';
import type { User } from '../../lib/api.server';
import { useShell } from '../../lib/shell';
import type { Locale } from '../../routing/route-names';
import { HeaderPopover } from './HeaderPopover';
import { LogoutIcon, UserIcon } from './Icons';
import { actionPaths, localePath } from '../../routing/route-names';
import { useActionFetcher } from '../../hooks/useActionFetcher';
import { useReloadShell } from '../../hooks/useReloadShell';
import type { ActionOutcome } from '../../lib/post-form';
import { useHydrated } from '../../hooks/useHydrated';
import { CsrfField } from '../global/CsrfField';
import { accountMenu, discountGroup, fullName } from '../account/account-menu';

/** Where a successful login returns to: the requested page (?redirect=, local only) or this page. */
function loginTarget(pathname: string, search: string): string {
  const requested = new URLSearchParams(search).get('redirect');
  return safeRedirectTarget(requested, '') || `${pathname}${search}`;
}

/** The account links of a logged-in user (SPEC §6), shared with the mobile menu. */
export function AccountLinks({ user, locale, onNavigate }: { user: User; locale: Locale; onNavigate?: () => void }) {
  const t = useT();
  const discount = discountGroup(user);
  return (
    <>
      {discount && (
        <div className="hdr-account__group">
          <strong className="hdr-account__group-name">{discount.name}</strong>
          <span className="hdr-account__group-discount">{t('header.account.groupDiscount', { discount: formatPercent(Math.round(discount.discount * 100), locale) })}</span>
          {discount.description && <p className="hdr-account__group-text">{discount.description}</p>}
        </div>
      )}
      <ul className="hdr-account__links">
        {accountMenu(user).map((entry) => (
          <li key={entry.route}>
            <Link to={localePath(entry.route, locale)} className={entry.group ? 'hdr-account__link--group' : undefined} onClick={onNavigate}>
              {'key' in entry.label ? t(entry.label.key) : entry.label.text}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="post" action={actionPaths.logout} className="hdr-account__logout">
        <CsrfField />
        <button type="submit" className="hdr-account__logout-button">
          <LogoutIcon />
          {t('header.account.logout')}
        </button>
      </Form>
    </>
  );
}

type FieldErrors = Partial<Record<'email' | 'password', string[]>>;

/**
 * The login form (SPEC §6): e-mail and password posted to /_/login with the
 * page to return to. With JavaScript it is sent in place: field checks first
 * (SPEC §5), then the action's JSON errors; on success the shell is reloaded.
 * Without JavaScript the action redirects back and its outcome comes as a
 * flash (`shell.flash.form === 'login'`).
 */
export function LoginForm({ onSuccess, idPrefix }: { onSuccess?: () => void; idPrefix?: string }) {
  const t = useT();
  const shell = useShell();
  const location = useLocation();
  const reloadShell = useReloadShell();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [networkFailed, setNetworkFailed] = useState(false);
  const here = `${location.pathname}${location.search}`;
  const login = useActionFetcher<ActionOutcome & { unanswered?: true }>({
    // Runs as soon as the answer is in, while React Router reloads the shell with the user.
    onDone: (result) => {
      if (!result || result.unanswered) {
        setNetworkFailed(true);
        return;
      }
      if (result.ok) {
        onSuccess?.();
        // Another page was asked for (?redirect=): go there with the shell reloaded.
        if (target !== here) void reloadShell(target, { replace: false });
        return;
      }
      // SPEC §4: a failed login emits an analytics event.
      const w = window as unknown as { dataLayer?: unknown[] };
      w.dataLayer?.push({ event: 'login_failed' });
      (result.errors?.email ? emailRef : passwordRef).current?.focus();
    },
  });
  const data = login.data?.unanswered ? null : (login.data ?? null);
  const uid = useId();
  const id = (name: string) => `${idPrefix ?? uid}-${name}`;
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const target = loginTarget(location.pathname, location.search);

  const flash = shell.flash?.form === 'login' && !shell.flash.ok ? shell.flash : null;
  const outcome = data ?? flash;
  const errors: FieldErrors = clientErrors ?? (outcome?.errors as FieldErrors | undefined) ?? {};
  const message = networkFailed ? t('header.account.failed') : clientErrors ? null : (outcome?.message ?? null);
  const otherErrors = clientErrors ? [] : Object.entries(outcome?.errors ?? {}).filter(([k]) => k !== 'email' && k !== 'password').flatMap(([, v]) => v);
  const submitting = login.busy;

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    const password = String(new FormData(form).get('password') ?? '');
    const found: FieldErrors = {};
    if (!email) found.email = [t('validation.required')];
    else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) found.email = [t('validation.email')];
    if (!password) found.password = [t('validation.required')];
    if (found.email || found.password) {
      setClientErrors(found);
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setClientErrors(null);
    setNetworkFailed(false);
    void login.submit(actionPaths.login, form);
  };

  const fieldError = (name: 'email' | 'password') =>
    errors[name]?.length ? (
      <p id={id(`${name}-error`)} className="hdr-form__error">
        {errors[name]!.join(' ')}
      </p>
    ) : null;

  return (
    <form method="post" action={actionPaths.login} className="hdr-form" onSubmit={onSubmit} noValidate={hydrated}>
      <CsrfField />
      <input type="hidden" name="redirectTo" value={target} />
      <div role="alert" className="hdr-form__alert-slot">
        {(message || otherErrors.length > 0) && (
          <div className="hdr-form__alert">
            {message && <p>{message}</p>}
            {otherErrors.length > 0 && (
              <ul>
                {otherErrors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      <div className="hdr-form__field">
        <label htmlFor={id('email')}>{t('header.account.email')}</label>
        <input
          ref={emailRef}
          id={id('email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          aria-invalid={errors.email?.length ? true : undefined}
          aria-describedby={errors.email?.length ? id('email-error') : undefined}
        />
        {fieldError('email')}
      </div>
      <div className="hdr-form__field">
        <label htmlFor={id('password')}>{t('header.account.password')}</label>
        <input
          ref={passwordRef}
          id={id('password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password?.length ? true : undefined}
          aria-describedby={errors.password?.length ? id('password-error') : undefined}
        />
        {fieldError('password')}
      </div>
      <button type="submit" className="button button--primary hdr-form__submit" aria-disabled={submitting || undefined}>
        {submitting ? t('header.account.submitting') : t('header.account.submit')}
      </button>
    </form>
  );
}

/**
 * Account widget (SPEC §6). Visitors: a popover with the login form, a
 * password-reset link and a registration button. Logged-in users: their name
 * and the account links, influencers an entry named after their group, a
 * discount group a highlighted block with its description, and logout.
 */
export function AccountWidget({
  open,
  focusOnOpen,
  onOpenChange,
  buttonRef,
}: {
  open: boolean;
  focusOnOpen: boolean;
  onOpenChange: (open: boolean) => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const shell = useShell();
  const locale = useLocale();
  const user = shell.user;
  const titleId = useId();
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const toggleRef = buttonRef ?? ownButtonRef;
  const loginFailed = !user && shell.flash?.form === 'login' && !shell.flash.ok;

  const button = user ? (
    <>
      <UserIcon />
      <span className="hdr-action__label">
        <span className="hdr-sr">{t('header.account.toggleUser')} </span>
        <span className="hdr-action__name">{fullName(user)}</span>
      </span>
    </>
  ) : (
    <>
      <UserIcon />
      <span className="hdr-action__label">{t('header.account.toggle')}</span>
    </>
  );

  return (
    <HeaderPopover
      open={open}
      focusOnOpen={focusOnOpen}
      onOpenChange={onOpenChange}
      button={button}
      buttonRef={toggleRef}
      className={`hdr-pop hdr-account${user ? ' hdr-account--user' : ''}`}
      panelClassName="hdr-account__panel"
      fallbackOpen={loginFailed}
      panelProps={{ 'aria-labelledby': titleId, role: 'group' }}
    >
      {user ? (
        <>
          <p id={titleId} className="hdr-account__title">
            <span className="hdr-account__signed">{t('header.account.signedInAs')}</span> <strong>{fullName(user)}</strong>
          </p>
          <nav aria-label={t('header.account.menuLabel')}>
            <AccountLinks user={user} locale={locale} onNavigate={() => onOpenChange(false)} />
          </nav>
        </>
      ) : (
        <>
          <h2 id={titleId} className="hdr-account__title">
            {t('header.account.loginTitle')}
          </h2>
          <LoginForm
            onSuccess={() => {
              onOpenChange(false);
              toggleRef.current?.focus();
            }}
          />
          <p className="hdr-account__forgot">
            <Link to={localePath('passwordReset', locale)} onClick={() => onOpenChange(false)}>
              {t('header.account.forgotPassword')}
            </Link>
          </p>
          <div className="hdr-account__register">
            <span>{t('header.account.noAccount')}</span>
            <Link to={localePath('register', locale)} className="button hdr-button--outline" onClick={() => onOpenChange(false)}>
              {t('header.account.register')}
            </Link>
          </div>
        </>
      )}
    </HeaderPopover>
  );
}
