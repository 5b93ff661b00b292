import { useEffect, useMemo, useRef, useState } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { type ActionFunctionArgs, Form, type LoaderFunctionArgs, useActionData, useLoaderData, useNavigation } from 'react-router';
import { roleNeedsBranch, type StaffRole, staffRoles } from '@konfety/domain/staff';
import { ApiError, call, withSession } from '../api/client';
import {
  adminStaffActive,
  adminStaffBody,
  adminStaffCreate,
  adminStaffCreateBody,
  adminStaffList,
  adminStaffPasswordReset,
  adminStaffTwoFactorReset,
  adminStaffUpdate,
  type StaffAccount,
  type StaffList,
} from '../api/staff-contract';
import { columnClasses } from '../components/table';
import { TableBody, TableHead } from '../components/TableParts';
import { Dialog, Field, fieldClasses, SelectField } from '../components/shared';
import { t } from '../i18n';
import { formatDateTime } from '../lib/format';
import { type FieldErrors, text, validate } from '../lib/validate';
import { useStaff } from './layout';
import '../styles/staff.css';

/**
 * `/admin/personal`: the staff accounts (staff:manage, administrators). Each account's role, branch, whether it is
 * active and has its authenticator, its last login; a new account, a changed name/role/branch, a new password, a
 * lost authenticator removed, deactivated or active again — each in a dialog of the shop's `Dialog` and `Field`,
 * validated by the API's own body schemas. A generated password is shown once, here, after the change. One's own
 * account has no actions (the API refuses them too: another administrator does it).
 */

export async function loader({ request }: LoaderFunctionArgs) {
  return withSession(request, () => call(adminStaffList, { signal: request.signal }));
}

type Intent = 'create' | 'update' | 'activate' | 'deactivate' | 'password' | 'two_factor';
const INTENTS: readonly Intent[] = ['create', 'update', 'activate', 'deactivate', 'password', 'two_factor'];
const isIntent = (value: string): value is Intent => (INTENTS as readonly string[]).includes(value);

type Outcome =
  | { ok: true; intent: Intent; at: number; name: string; email: string; password: string | null }
  | { ok: false; intent: Intent; at: number; message: string | null; errors: FieldErrors };

/** The API's `branch` (a refused branch for the role) is the form's `branch_id`. */
const formErrors = (errors: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key === 'branch' ? 'branch_id' : key, messages]));

export async function action({ request }: ActionFunctionArgs): Promise<Outcome> {
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (!isIntent(intent)) throw new ApiError(400, { error: 'bad_request', message: t('staffScreen.unknownIntent') });
  const at = Date.now();
  const id = text(form, 'id');
  const refused = (errors: FieldErrors, message: string | null = null): Outcome => ({ ok: false, intent, at, message, errors: formErrors(errors) });
  const done = (name: string, email: string, password: string | null = null): Outcome => ({ ok: true, intent, at, name, email, password });
  const run = (work: () => Promise<Outcome>) =>
    withSession(request, async () => {
      try {
        return await work();
      } catch (e) {
        if (!(e instanceof ApiError) || e.status === 0 || e.status === 401) throw e;
        const errors = e.fieldErrors;
        return refused(errors, Object.keys(errors).length > 0 ? null : e.message);
      }
    });
  const fields = { name: text(form, 'name'), role: text(form, 'role'), branch_id: text(form, 'branch_id') };
  const name = text(form, 'label');
  const email = text(form, 'email');

  switch (intent) {
    case 'create': {
      const checked = validate(adminStaffCreateBody, { ...fields, email });
      if (!checked.ok) return refused(checked.errors);
      const body = checked.data;
      return run(async () => done(body.name, body.email, (await call(adminStaffCreate, { body })).password));
    }
    case 'update': {
      const checked = validate(adminStaffBody, fields);
      if (!checked.ok) return refused(checked.errors);
      const body = checked.data;
      return run(async () => {
        await call(adminStaffUpdate, { params: { id }, body });
        return done(body.name, email);
      });
    }
    case 'activate':
    case 'deactivate':
      return run(async () => {
        await call(adminStaffActive, { params: { id }, body: { active: intent === 'activate' } });
        return done(name, email);
      });
    case 'password':
      return run(async () => done(name, email, (await call(adminStaffPasswordReset, { params: { id } })).password));
    case 'two_factor':
      return run(async () => {
        await call(adminStaffTwoFactorReset, { params: { id } });
        return done(name, email);
      });
  }
}

const features = tableFeatures({});
const classes = columnClasses([], ['last_login_at']);
const column = createColumnHelper<typeof features, StaffAccount>();

type DialogState = { kind: 'create' } | { kind: 'update' | 'activate' | 'deactivate' | 'password' | 'two_factor'; account: StaffAccount } | null;

function doneText(outcome: Extract<Outcome, { ok: true }>): string {
  const who = { name: outcome.name, email: outcome.email };
  switch (outcome.intent) {
    case 'create':
      return t('staffScreen.done.created', who);
    case 'update':
      return t('staffScreen.done.updated', who);
    case 'activate':
      return t('staffScreen.done.activated', who);
    case 'deactivate':
      return t('staffScreen.done.deactivated', who);
    case 'password':
      return t('staffScreen.done.password', who);
    case 'two_factor':
      return t('staffScreen.done.twoFactor', who);
  }
}

export function Component() {
  const list = useLoaderData<typeof loader>();
  const me = useStaff();
  const outcome = useActionData<typeof action>();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [notice, setNotice] = useState<Extract<Outcome, { ok: true }> | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // A change that went through closes its dialog and says what it did (a new password, once).
  useEffect(() => {
    if (!outcome || outcome.at === shownAt) return;
    setShownAt(outcome.at);
    if (!outcome.ok) return;
    setDialog(null);
    setNotice(outcome);
  }, [outcome, shownAt]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: t('staffScreen.col.person'),
          cell: (info) => {
            const a = info.row.original;
            return (
              <>
                <span className="staff__name">{a.name}</span>
                <span className="staff__email">{a.email}</span>
              </>
            );
          },
        }),
        column.accessor('role_label', {
          header: t('staffScreen.col.role'),
          cell: (info) => {
            const a = info.row.original;
            return (
              <>
                {a.role_label}
                {a.branch ? <span className="staff__branch">{a.branch.name}</span> : null}
              </>
            );
          },
        }),
        column.accessor('active', {
          header: t('staffScreen.col.state'),
          cell: (info) => {
            const a = info.row.original;
            return (
              <>
                <span className={`badge ${a.active ? 'badge--done' : 'badge--stopped'}`}>{a.active ? t('staffScreen.active') : t('staffScreen.inactive')}</span>
                <span className="staff__twofa">{a.two_factor ? t('staffScreen.twoFactorOn') : t('staffScreen.twoFactorOff')}</span>
              </>
            );
          },
        }),
        column.accessor('last_login_at', {
          header: t('staffScreen.col.lastLogin'),
          cell: (info) => {
            const at = info.getValue();
            return (
              <>
                <span className="staff__login-label">{t('staffScreen.col.lastLogin')}: </span>
                {at ? formatDateTime(at) : <span className="muted">{t('staffScreen.neverLoggedIn')}</span>}
              </>
            );
          },
        }),
        column.display({
          id: 'actions',
          header: t('staffScreen.col.actions'),
          cell: (info) => {
            const account = info.row.original;
            if (account.id === me.id) return <span className="muted">{t('staffScreen.youHint')}</span>;
            const button = (kind: Exclude<NonNullable<DialogState>['kind'], 'create'>, label: string, danger = false) => (
              <button
                type="button"
                className={`btn btn--small${danger ? ' btn--quiet' : ''}`}
                aria-label={t('staffScreen.actionOf', { action: label, name: account.name })}
                onClick={() => setDialog({ kind, account })}
              >
                {label}
              </button>
            );
            return (
              <div className="staff__actions">
                {button('update', t('staffScreen.edit'))}
                {button('password', t('staffScreen.passwordReset'))}
                {account.two_factor ? button('two_factor', t('staffScreen.twoFactorReset')) : null}
                {account.active ? button('deactivate', t('staffScreen.deactivate'), true) : button('activate', t('staffScreen.activate'))}
              </div>
            );
          },
        }),
      ]),
    [me.id],
  );

  const table = useTable({ features, columns, data: list.staff, getRowId: (a) => String(a.id) });
  const active = list.staff.filter((a) => a.active).length;

  return (
    <section className="page page--wide">
      <title>{`${t('staffScreen.title')} – Konfety administrace`}</title>
      <div className="page__head">
        <h1 tabIndex={-1}>{t('staffScreen.title')}</h1>
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'create' })}>
          {t('staffScreen.new')}
        </button>
      </div>
      <p className="panel__sub">{t('staffScreen.intro')}</p>

      <div aria-live="polite">
        {notice ? (
          <div className="alert alert--success staff-notice" tabIndex={-1} ref={noticeRef}>
            <p>{doneText(notice)}</p>
            {notice.password ? <NewPassword email={notice.email} password={notice.password} /> : null}
          </div>
        ) : null}
      </div>

      <p className="list-count staff-list-count">{t('staffScreen.count', { count: list.staff.length, active })}</p>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="staff-caption">
        <table className="table table--stack">
          <caption id="staff-caption" className="visually-hidden">
            {t('staffScreen.caption')}
          </caption>
          <TableHead table={table} classes={classes} />
          <TableBody table={table} classes={classes} rowHeader="name" rowClass={(row) => (row.original.active ? undefined : 'row--off')} />
        </table>
      </div>

      <Roles roles={list.roles} />

      {dialog?.kind === 'create' || dialog?.kind === 'update' ? (
        <AccountDialog key={dialog.kind === 'update' ? dialog.account.id : 'new'} account={dialog.kind === 'update' ? dialog.account : null} list={list} outcome={outcome} onClose={() => setDialog(null)} />
      ) : dialog ? (
        <ConfirmDialog key={`${dialog.kind}-${dialog.account.id}`} kind={dialog.kind} account={dialog.account} outcome={outcome} onClose={() => setDialog(null)} />
      ) : null}
    </section>
  );
}

/** A generated password, shown this once, with a button that copies it. */
function NewPassword({ email, password }: { email: string; password: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="staff-password">
      <p className="staff-password__label" id="new-password-label">
        {t('staffScreen.password.label', { email })}
      </p>
      <p>
        <code className="staff-password__value" aria-labelledby="new-password-label">
          {password}
        </code>
      </p>
      <p className="field__hint">{t('staffScreen.password.hint')}</p>
      <p>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            void navigator.clipboard?.writeText(password).then(() => setCopied(true));
          }}
        >
          {t('staffScreen.password.copy')}
        </button>{' '}
        <span role="status">{copied ? t('staffScreen.password.copied') : ''}</span>
      </p>
    </div>
  );
}

/** What each role may do, from the API (domain/staff.ts): the answer to "why can't they see it?". */
function Roles({ roles }: { roles: StaffList['roles'] }) {
  return (
    <section className="panel staff-roles" aria-labelledby="roles-title">
      <h2 id="roles-title">{t('staffScreen.rolesTitle')}</h2>
      <dl className="staff-roles__list">
        {roles.map((role) => (
          <div key={role.role} className="staff-roles__role">
            <dt>{role.label}</dt>
            <dd>
              <ul>
                {role.permissions.map((p) => (
                  <li key={p.permission}>
                    {p.label}
                    {p.reach === 'branch' ? ` (${t('staffScreen.reach.branch')})` : ''}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function useBusy(): boolean {
  const navigation = useNavigation();
  return navigation.state === 'submitting' || (navigation.state === 'loading' && navigation.formMethod !== undefined);
}

/** The refused answer of this dialog's form (not an older one), and the focus on its first error. */
function useRefusal(intent: Intent, outcome: Outcome | undefined) {
  const [openedAt] = useState(() => Date.now());
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const answer = outcome && !outcome.ok && outcome.intent === intent && outcome.at >= openedAt ? outcome : null;
  useEffect(() => {
    if (!answer) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (field ?? messageRef.current)?.focus();
  }, [answer]);
  const message =
    answer?.message || answer?.errors._form ? (
      <p className="alert alert--error" role="alert" tabIndex={-1} ref={messageRef}>
        {[answer.message, ...(answer.errors._form ?? [])].filter(Boolean).join(' ')}
      </p>
    ) : null;
  return { errors: answer?.errors ?? {}, formRef, message };
}

function AccountDialog({ account, list, outcome, onClose }: { account: StaffAccount | null; list: StaffList; outcome: Outcome | undefined; onClose: () => void }) {
  const intent: Intent = account ? 'update' : 'create';
  const busy = useBusy();
  const { errors, formRef, message } = useRefusal(intent, outcome);
  const [role, setRole] = useState<StaffRole>(account?.role ?? 'branch');
  const needsBranch = roleNeedsBranch(role);
  const labels = Object.fromEntries(list.roles.map((r) => [r.role, r.label])) as Record<StaffRole, string>;

  return (
    <Dialog open onClose={onClose} className="dialog" aria-labelledby="account-title" aria-describedby={account ? 'account-sub' : undefined}>
      <Form method="post" noValidate className="stack" ref={formRef}>
        <input type="hidden" name="intent" value={intent} />
        {account ? (
          <>
            <input type="hidden" name="id" value={account.id} />
            <input type="hidden" name="email" value={account.email} />
          </>
        ) : null}
        <div>
          <h2 id="account-title">{account ? t('staffScreen.form.editTitle', { name: account.name }) : t('staffScreen.form.createTitle')}</h2>
          {account ? (
            <p id="account-sub" className="dialog__sub">
              {account.email}. {t('staffScreen.form.editHint')}
            </p>
          ) : null}
        </div>
        {message}
        {account ? null : (
          <Field
            label={t('staffScreen.form.email')}
            required
            hint={t('staffScreen.form.emailHint')}
            errors={errors.email}
            classes={fieldClasses}
            input={{ name: 'email', type: 'email', autoComplete: 'off', spellCheck: false, maxLength: 254 }}
          />
        )}
        <Field label={t('staffScreen.form.name')} required errors={errors.name} classes={fieldClasses} input={{ name: 'name', autoComplete: 'off', maxLength: 120, defaultValue: account?.name ?? '' }} />
        <SelectField label={t('staffScreen.form.role')} errors={errors.role} classes={fieldClasses} select={{ name: 'role', value: role, onChange: (e) => setRole(e.currentTarget.value as StaffRole) }}>
          {staffRoles.map((r) => (
            <option key={r} value={r}>
              {labels[r]}
            </option>
          ))}
        </SelectField>
        {needsBranch ? (
          <SelectField
            label={t('staffScreen.form.branch')}
            hint={t('staffScreen.form.branchHint')}
            errors={errors.branch_id}
            classes={fieldClasses}
            select={{ name: 'branch_id', defaultValue: account?.branch ? String(account.branch.id) : '' }}
          >
            <option value="">{t('staffScreen.form.noBranch')}</option>
            {list.branches.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </SelectField>
        ) : (
          <input type="hidden" name="branch_id" value="" />
        )}
        <div className="dialog__buttons">
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {account ? t('staffScreen.form.save') : t('staffScreen.form.create')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('staffScreen.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}

const CONFIRM = {
  activate: ['staffScreen.confirm.activateTitle', 'staffScreen.confirm.activateText'],
  deactivate: ['staffScreen.confirm.deactivateTitle', 'staffScreen.confirm.deactivateText'],
  password: ['staffScreen.confirm.passwordTitle', 'staffScreen.confirm.passwordText'],
  two_factor: ['staffScreen.confirm.twoFactorTitle', 'staffScreen.confirm.twoFactorText'],
} as const;

function ConfirmDialog({ kind, account, outcome, onClose }: { kind: keyof typeof CONFIRM; account: StaffAccount; outcome: Outcome | undefined; onClose: () => void }) {
  const busy = useBusy();
  const { formRef, message } = useRefusal(kind, outcome);
  const [title, body] = CONFIRM[kind];
  return (
    <Dialog open onClose={onClose} className="dialog" aria-labelledby="confirm-title" aria-describedby="confirm-text">
      <Form method="post" className="stack" ref={formRef}>
        <input type="hidden" name="intent" value={kind} />
        <input type="hidden" name="id" value={account.id} />
        <input type="hidden" name="label" value={account.name} />
        <input type="hidden" name="email" value={account.email} />
        <h2 id="confirm-title">{t(title, { name: account.name })}</h2>
        <p id="confirm-text">{t(body)}</p>
        {message}
        <div className="dialog__buttons">
          <button type="submit" className={`btn ${kind === 'deactivate' ? 'btn--danger' : 'btn--primary'}`} disabled={busy}>
            {t('staffScreen.confirm.yes')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('staffScreen.cancel')}
          </button>
        </div>
      </Form>
    </Dialog>
  );
}
