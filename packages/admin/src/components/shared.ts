/**
 * The shop's one form field and one modal dialog (ARCHITECTURE "Forms and dialogs"): they import nothing of the
 * storefront but React, so the back office uses them as they are, with its own class names.
 */
export { Field, SelectField, TextareaField, CheckboxField, type FieldClasses } from '../../../storefront/app/components/forms/Field';
export { Dialog } from '../../../storefront/app/components/dialog/Dialog';

import type { FieldClasses } from '../../../storefront/app/components/forms/Field';

/** The back office's look of a field (admin.css). */
export const fieldClasses: FieldClasses = { field: 'field', label: 'field__label', hint: 'field__hint', error: 'field__error', optional: 'field__optional', row: 'field__row' };
export const checkboxClasses: FieldClasses = { field: 'check', error: 'field__error' };
