import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../../lib/api-client';
import { focusFirstInvalidField } from '../../../lib/focus-first-error';
import { errorMessage } from './error-message';

/**
 * Where a refused save of an employee form shows: at the field the server names, which takes
 * the focus, when the form has that field (by default any of its fields, else one of `fields`);
 * any other refusal goes to `elsewhere`, the form's or the dialog's own line.
 */
export function showRefusal<Values extends object>(
  form: UseFormReturnType<Values>,
  formElement: HTMLFormElement | null,
  error: unknown,
  elsewhere: (message: string) => void,
  fields?: readonly string[],
): void {
  const field = error instanceof ApiError ? error.field : undefined;
  if (field && (fields?.includes(field) ?? field in form.getValues())) {
    form.setFieldError(field, errorMessage(error));
    focusFirstInvalidField(formElement);
  } else {
    elsewhere(errorMessage(error));
  }
}
