import './account-notice.css';
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { formatPercent } from '@konfety/domain/format';
import { safeRedirectTarget } from '@konfety/domain/redirect';
import { useLocale, useT } from '../../i18n';
import type { User } from '../../lib/api.server';
import type { Flash } from '../../lib/forms.server';
import { pushDataLayer } from '../../lib/analytics';
import { type LoginOutcome, loginFailedEvent, loginFailureReason, loginTarget, requestedPage } from '../../lib/login';
import { useShell } from '../../lib/shell';
import type { Locale } from '../../routing/route-names';
import { HeaderPopover } from './HeaderPopover';
import { Icon } from './Icons';
import { actionPaths, localePath } from '../../routing/route-names';
import { useActionFetcher } from '../../hooks/useActionFetcher';
import { useUser } from '../../hooks/useCart';
import { useGoWhenSettled } from '../../hooks/useGoWhenSettled';
import { useHydrated } from '../../hooks/useHydrated';
import { CsrfField } from '../global/CsrfField';
import { Field, type FieldClasses } from '../forms/Field';
import { showSnackbar } from '../global/snackbar';
import { accountMenu, discountGroup, fullName } from '../account/account-menu';
import { RouterLink } from '../link/RouterLink';

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
            <RouterLink to={localePath(entry.route, locale)} className={entry.group ? 'hdr-account__link--group' : undefined} onClick={onNavigate}>
              {'key' in entry.label ? t(entry.label.key) : entry.label.text}
            </RouterLink>
          </li>
        ))}
      </ul>
      <Form method="post" action={actionPaths.logout} className="hdr-account__logout">
        <CsrfField />
        <button type="submit" className="hdr-account__logout-button">
          <Icon name="logout" />
          {t('header.account.logout')}
        </button>
      </Form>
    </>
  );
}

type LoginField = 'email' | 'password';
type FieldErrors = Partial<Record<LoginField, string[]>>;
const FIELDS: readonly LoginField[] = ['email', 'password'];
const FIELD_CLASSES: FieldClasses = { field: 'hdr-form__field', error: 'hdr-form__error' };

/**
 * The login form (SPEC §4/§6): e-mail and password posted to /_/login with the
 * page to return to (`?redirect=`, else the account). With JavaScript it is
 * sent in place: field checks first (SPEC §5), then the action's JSON answer;
 * on success the widget closes, what changed in the cart is shown and the
 * header reloads with the user on the target page. A failure lists the errors (each field's
 * linked to its input) and pushes the `login_failed` analytics event. Without
 * JavaScript the action redirects and its outcome comes as a flash
 * (`shell.flash.form === 'login'`).
 */
export function LoginForm({ onSuccess, goWhenSettled, idPrefix }: { onSuccess?: () => void; goWhenSettled: (to: string) => void; idPrefix?: string }) {
  const t = useT();
  const shell = useShell();
  const locale = useLocale();
  const location = useLocation();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [networkFailed, setNetworkFailed] = useState(false);
  const here = `${location.pathname}${location.search}`;
  const target = loginTarget(location.search, locale);
  const login = useActionFetcher<LoginOutcome>({
    // Runs as soon as the answer is in, while React Router reloads the header's `/_/cart` with the user.
    onDone: (result) => {
      if (!result || result.unanswered) {
        setNetworkFailed(true);
        pushDataLayer(loginFailedEvent(loginFailureReason(result)));
        return;
      }
      if (result.ok) {
        onSuccess?.();
        // Snackbars outlive the navigation below.
        for (const message of result.notices ?? []) showSnackbar({ tone: 'info', message });
        const to = safeRedirectTarget(result.redirectTo, '') || target;
        if (to !== here) goWhenSettled(to);
        return;
      }
      pushDataLayer(loginFailedEvent(loginFailureReason(result)));
      (result.errors?.email ? emailRef : passwordRef).current?.focus();
    },
  });
  const data = login.data?.unanswered ? null : (login.data ?? null);
  const uid = useId();
  const id = (name: string) => `${idPrefix ?? uid}-${name}`;
  const hydrated = useHydrated();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = { email: emailRef, password: passwordRef };

  const flash = shell.flash?.form === 'login' && !shell.flash.ok ? shell.flash : null;
  const outcome = data ?? flash;
  const errors: FieldErrors = clientErrors ?? (outcome?.errors as FieldErrors | undefined) ?? {};
  const message = networkFailed ? t('header.account.failed') : clientErrors ? null : (outcome?.message ?? null);
  const otherErrors = clientErrors ? [] : Object.entries(outcome?.errors ?? {}).filter(([k]) => k !== 'email' && k !== 'password').flatMap(([, v]) => v);
  const fieldsWithErrors = FIELDS.filter((name) => errors[name]?.length);
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
      pushDataLayer(loginFailedEvent(loginFailureReason(null, true)));
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setClientErrors(null);
    setNetworkFailed(false);
    void login.submit(actionPaths.login, form);
  };

  return (
    <form method="post" action={actionPaths.login} className="hdr-form" onSubmit={onSubmit} noValidate={hydrated}>
      <CsrfField />
      <input type="hidden" name="redirectTo" value={target} />
      <div role="alert" className="hdr-form__alert-slot">
        {(message || otherErrors.length > 0 || fieldsWithErrors.length > 0) && (
          <div className="hdr-form__alert">
            {message && <p>{message}</p>}
            {(fieldsWithErrors.length > 0 || otherErrors.length > 0) && (
              <ul>
                {fieldsWithErrors.map((name) => (
                  <li key={name}>
                    {/* Without JavaScript the fragment moves to the field; with it, focus goes there (a hash change would be a navigation). */}
                    <a
                      href={`#${id(name)}`}
                      onClick={(e) => {
                        e.preventDefault();
                        refs[name].current?.focus();
                      }}
                    >
                      {t(name === 'email' ? 'header.account.email' : 'header.account.password')}: {errors[name]!.join(' ')}
                    </a>
                  </li>
                ))}
                {otherErrors.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
      {/* Both fields are required, and the form is too short for a mark to say so. */}
      <Field id={id('email')} label={t('header.account.email')} errors={errors.email} classes={FIELD_CLASSES} input={{ ref: emailRef, name: 'email', type: 'email', autoComplete: 'username', inputMode: 'email', required: true }} />
      <Field id={id('password')} label={t('header.account.password')} errors={errors.password} classes={FIELD_CLASSES} input={{ ref: passwordRef, name: 'password', type: 'password', autoComplete: 'current-password', required: true }} />
      <button type="submit" className="button button--primary hdr-form__submit" aria-disabled={submitting || undefined}>
        {submitting ? t('header.account.submitting') : t('header.account.submit')}
      </button>
    </form>
  );
}

/** The notices of a successful login's flash (the guest cart carried into the account), or null. */
function loginNotices(flash: Flash | null): { message: string; notices: string[] } | null {
  if (flash?.form !== 'login' || !flash.ok || !flash.message) return null;
  const notices = (flash as Flash & { notices?: unknown }).notices;
  return { message: flash.message, notices: Array.isArray(notices) ? notices.filter((n): n is string => typeof n === 'string') : [] };
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
  const location = useLocation();
  const hydrated = useHydrated();
  const goWhenSettled = useGoWhenSettled();
  const user = useUser();
  const titleId = useId();
  const ownButtonRef = useRef<HTMLButtonElement>(null);
  const toggleRef = buttonRef ?? ownButtonRef;
  const loginFailed = !user && shell.flash?.form === 'login' && !shell.flash.ok;
  // An auth guard sent the visitor home with `?redirect=` (SPEC §2): the login form is offered at once.
  const loginRequested = !user && location.pathname === localePath('home', locale) && requestedPage(location.search) !== '';
  const [offered, setOffered] = useState(loginRequested);
  useEffect(() => setOffered(loginRequested), [location.key, loginRequested]);
  // The flash belongs to the page it came with; the header outlives later navigations.
  const [flashKey] = useState(location.key);
  const merged = user && location.key === flashKey ? loginNotices(shell.flash) : null;
  const notified = useRef(false);
  useEffect(() => {
    // A login posted before the page was interactive: once hydrated, the panel that showed the notices is closed.
    if (!merged || !hydrated || notified.current) return;
    notified.current = true;
    for (const message of [merged.message, ...merged.notices]) showSnackbar({ tone: 'info', message });
  }, [merged, hydrated]);
  const change = (next: boolean) => {
    if (!next) setOffered(false);
    onOpenChange(next);
  };

  const button = user ? (
    <>
      <Icon name="user" />
      <span className="hdr-action__label">
        <span className="hdr-sr">{t('header.account.toggleUser')} </span>
        <span className="hdr-action__name">{fullName(user)}</span>
      </span>
    </>
  ) : (
    <>
      <Icon name="user" />
      <span className="hdr-action__label">{t('header.account.toggle')}</span>
    </>
  );

  return (
    <HeaderPopover
      open={open || offered}
      focusOnOpen={focusOnOpen || offered}
      onOpenChange={change}
      button={button}
      buttonRef={toggleRef}
      className={`hdr-pop hdr-account${user ? ' hdr-account--user' : ''}`}
      panelClassName="hdr-account__panel"
      fallbackOpen={loginFailed || loginRequested || merged !== null}
      panelProps={{ 'aria-labelledby': titleId, role: 'group' }}
    >
      {user ? (
        <>
          <p id={titleId} className="hdr-account__title">
            <span className="hdr-account__signed">{t('header.account.signedInAs')}</span> <strong>{fullName(user)}</strong>
          </p>
          {merged && (
            <div role="status" className="hdr-account__notice">
              <p>{merged.message}</p>
              {merged.notices.length > 0 && (
                <ul>
                  {merged.notices.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <nav aria-label={t('header.account.menuLabel')}>
            <AccountLinks user={user} locale={locale} onNavigate={() => change(false)} />
          </nav>
        </>
      ) : (
        <>
          <h2 id={titleId} className="hdr-account__title">
            {t('header.account.loginTitle')}
          </h2>
          {loginRequested && <p className="hdr-account__notice">{t('header.account.loginRequired')}</p>}
          <LoginForm
            goWhenSettled={goWhenSettled}
            onSuccess={() => {
              change(false);
              toggleRef.current?.focus();
            }}
          />
          <p className="hdr-account__forgot">
            <RouterLink to={localePath('passwordReset', locale)} onClick={() => change(false)}>
              {t('header.account.forgotPassword')}
            </RouterLink>
          </p>
          <div className="hdr-account__register">
            <span>{t('header.account.noAccount')}</span>
            <RouterLink to={localePath('register', locale)} className="button hdr-button--outline" onClick={() => change(false)}>
              {t('header.account.register')}
            </RouterLink>
          </div>
        </>
      )}
    </HeaderPopover>
  );
}
