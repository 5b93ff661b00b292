import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

/**
 * One labelled form control with its hint and its errors, wired once: the label's `for`, the hint's and the
 * error's ids derived from the control's, `aria-describedby` naming the hint and the error, `aria-invalid` and
 * `aria-errormessage` only while there is an error. It imports nothing of the storefront (texts and class names
 * come in as props), so the back office can use it as it is. A group of radios is `ChoiceGroup.tsx` (a module of
 * its own: only the checkout's scripts carry it).
 */

/** A field's errors as an action answers them (the first, or all of them, as the form chooses), or none. */
export type FieldErrorsProp = readonly string[] | string | null | undefined;

/** The class names of a field's parts: each form keeps its own look. */
export interface FieldClasses {
  /** The element around the label, the control, the hint and the error; without it they stand in the form's own layout. */
  field?: string;
  label?: string;
  hint?: string;
  error?: string;
  /** The text after an optional field's label. */
  optional?: string;
  /** The element around the control and `after`. */
  row?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id, when something else refers to it; else one from useId. Its hint is `<id>-hint`, its error `<id>-error`. */
  id?: string;
  hint?: ReactNode;
  errors?: FieldErrorsProp;
  /** Sets `required` on the control and marks the label with " *" (hidden from screen readers, which say "required"). */
  required?: boolean;
  /** Said after the label of a field that is not `required` ("(nepovinné)"); a form with no optional fields leaves it out. */
  optional?: string;
  /** Takes the focus when the page loads (the first invalid field of a form shown again; works without JavaScript). */
  autoFocus?: boolean;
  /** Next to the control, inside `classes.row` (a button that belongs to the field). */
  after?: ReactNode;
  /** The error is announced as it appears (a form checked in place). */
  live?: boolean;
  classes?: FieldClasses;
}

/** The errors to show, without empty ones. */
function errorTexts(errors: FieldErrorsProp): string[] {
  return (typeof errors === 'string' ? [errors] : (errors ?? [])).filter(Boolean);
}

/**
 * The ids of a field and the attributes its control takes after its own: `required`, then the ARIA ones. In this
 * order, because React writes attributes as given and the shop's tests read the markup (`autofocus` right before
 * `aria-invalid` and `aria-describedby`).
 */
export function useFieldIds({ id, hint, errors, required, autoFocus }: { id?: string; hint?: boolean; errors?: FieldErrorsProp; required?: boolean; autoFocus?: boolean }) {
  const fallback = useId();
  const controlId = id ?? fallback;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = errorTexts(errors).length > 0 ? `${controlId}-error` : undefined;
  return {
    id: controlId,
    hintId,
    errorId,
    attrs: {
      required: required || undefined,
      'aria-errormessage': errorId,
      autoFocus: autoFocus || undefined,
      'aria-invalid': errorId ? (true as const) : undefined,
      'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    },
  };
}

/** The attributes `useFieldIds` gives a control, for one that is not a plain input (a button that picks a value). */
export type FieldAttrs = ReturnType<typeof useFieldIds>['attrs'];

/** A field's errors as one paragraph (nothing when there are none), with the id its control names. */
export function FieldError({ id, errors, className }: { id: string | undefined; errors: FieldErrorsProp; className?: string }) {
  const texts = errorTexts(errors);
  if (!id || texts.length === 0) return null;
  return (
    <p id={id} className={className}>
      {texts.join(' ')}
    </p>
  );
}

function FieldLabel({ htmlFor, label, required, optional, classes }: { htmlFor: string; label: ReactNode; required: boolean | undefined; optional: string | undefined; classes: FieldClasses }) {
  return (
    <label htmlFor={htmlFor} className={classes.label}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : optional ? <span className={classes.optional}> {optional}</span> : null}
    </label>
  );
}

type Wired = ReturnType<typeof useFieldIds>;

/** Label, control (made by `control` from the wired ids and attributes), hint and error. */
function FieldFrame({ props, control }: { props: FieldProps; control: (wired: Wired) => ReactNode }) {
  const { label, id, hint, errors, required, optional, autoFocus, after, live, classes = {} } = props;
  const wired = useFieldIds({ id, hint: !!hint, errors, required, autoFocus });
  const element = control(wired);
  const error = <FieldError id={wired.errorId} errors={errors} className={classes.error} />;
  const parts = (
    <>
      <FieldLabel htmlFor={wired.id} label={label} required={required} optional={optional} classes={classes} />
      {after ? (
        <div className={classes.row}>
          {element}
          {after}
        </div>
      ) : (
        element
      )}
      {hint ? (
        <p id={wired.hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {live ? <div aria-live="polite">{error}</div> : error}
    </>
  );
  return classes.field ? <div className={classes.field}>{parts}</div> : parts;
}

/** An input's own attributes; `required` here makes it required without the label's mark (a one-field form). */
type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'autoFocus'> & { ref?: Ref<HTMLInputElement> };

/** A text-like `<input>` (text, email, tel, password, number …) as a field. */
export function Field({ input, ...props }: FieldProps & { input: InputProps }) {
  return <FieldFrame props={props} control={({ id, attrs }) => <input id={id} {...input} {...attrs} required={attrs.required ?? input.required} />} />;
}

/** A `<select>` as a field; its options are the children. */
export function SelectField({ select, children, ...props }: FieldProps & { select: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'required' | 'autoFocus' | 'children'>; children: ReactNode }) {
  return (
    <FieldFrame
      props={props}
      control={({ id, attrs }) => (
        <select id={id} {...select} {...attrs}>
          {children}
        </select>
      )}
    />
  );
}

/** A `<textarea>` as a field. */
export function TextareaField({ textarea, ...props }: FieldProps & { textarea: Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'required' | 'autoFocus'> }) {
  return <FieldFrame props={props} control={({ id, attrs }) => <textarea id={id} {...textarea} {...attrs} />} />;
}

/**
 * A checkbox followed by its label; `extra` (a link) stands after the label, outside it, so following it does not
 * tick the box. Required: " *" after the label; an optional checkbox has no mark.
 */
export function CheckboxField({ input, label, id, errors, required, autoFocus, extra, classes = {} }: Omit<FieldProps, 'hint' | 'optional' | 'after' | 'live'> & { input: Omit<InputProps, 'type'>; extra?: ReactNode }) {
  const ids = useFieldIds({ id, errors, required, autoFocus });
  return (
    <div className={classes.field}>
      <input type="checkbox" id={ids.id} {...input} {...ids.attrs} />
      <FieldLabel htmlFor={ids.id} label={label} required={required} optional={undefined} classes={classes} />
      {extra}
      <FieldError id={ids.errorId} errors={errors} className={classes.error} />
    </div>
  );
}
