import type { ReactNode } from 'react';
import { type FieldClasses, FieldError, type FieldErrorsProp, useFieldIds } from './Field';

/**
 * Choices (radios) under a legend, the group described by its error. A choice's markup is its form's (a card, a
 * row); each says it is invalid while the group has an error (`aria-invalid`).
 */
export function ChoiceGroup({ id, legend, errors, classes = {}, children }: { id: string; legend: ReactNode; errors?: FieldErrorsProp; classes?: FieldClasses; children: ReactNode }) {
  const { errorId } = useFieldIds({ id, errors });
  return (
    <fieldset className={classes.field} aria-describedby={errorId}>
      <legend>{legend}</legend>
      {children}
      <FieldError id={errorId} errors={errors} className={classes.error} />
    </fieldset>
  );
}
