import { type FormErrors, useForm } from '@mantine/form';
import { type RefObject, useEffect, useRef } from 'react';
import { focusFirstInvalidField } from '../../../lib/focus-first-error';
import { showRefusal } from '../lib/show-refusal';

export interface InPlaceFormOptions<Values, Body> {
  initialValues: Values;
  /** The body the inputs' values make. */
  toBody(values: Values): Body;
  /** The contract's own schema, run on the body before the call: its Dutch messages show at the fields. */
  check(body: Body): FormErrors;
  onSubmit(body: Body, onError: (error: unknown) => void): void;
  /** The fields a refusal may name to show at; by default every field of the form. */
  refusalFields?: readonly string[];
  /** What takes the focus when the form opens; by default its first input. */
  focusOnOpen?: RefObject<HTMLElement | null>;
}

/**
 * A form that opens in place of its button in the employee dialog (a contract period, the
 * opening balance, a correction): checked before the call; a refusal naming one of its fields
 * shows there (showRefusal), any other under the form (`form.errors.form`).
 * `frame` is what InPlaceForm takes.
 */
export function useInPlaceForm<Values extends object, Body>({
  initialValues,
  toBody,
  check,
  onSubmit,
  refusalFields,
  focusOnOpen,
}: InPlaceFormOptions<Values, Body>) {
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values>({ initialValues, validate: (values) => check(toBody(values)) });

  // The form opens where the button was: the keyboard lands in it.
  useEffect(() => {
    (focusOnOpen?.current ?? formRef.current?.querySelector<HTMLInputElement>('input'))?.focus();
  }, [focusOnOpen]);

  const submit = form.onSubmit(
    (values) =>
      onSubmit(toBody(values), (error) =>
        showRefusal(
          form,
          formRef.current,
          error,
          (message) => form.setErrors({ form: message }),
          refusalFields,
        ),
      ),
    () => focusFirstInvalidField(formRef.current),
  );

  return { form, frame: { formRef, onSubmit: submit, error: form.errors.form } };
}
