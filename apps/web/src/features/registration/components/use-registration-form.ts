import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { focusFirstError } from '../../../lib/focus-first-error';
import { localizeMessage } from '../lib/localize-message';
import { type FallbackFailure, failureText, fieldOfFailure } from '../lib/registration-failure';
import { useRegistrationText } from './registration-language';

export interface RegistrationFormOptions<Values> {
  /** A rule across fields that the call's schema does not have (the repeated password). */
  alsoCheck?: (values: Values) => FormErrors;
  /** The link was used or expired meanwhile (404); without it, a 404 goes to the banner. */
  onLinkGone?: () => void;
  /** The banner's text for a failure no code names (docs/screens.md#employee-registration), by default "Onbekende fout". */
  fallback?: FallbackFailure;
}

/** The props of the input for one of the form's fields, its error in the page's language. */
export type RegistrationInputProps<Values extends Record<string, string>> = ReturnType<
  typeof useRegistrationForm<Values>
>['inputProps'];

/**
 * A form of the registration and password pages, validated with the contract's schema. Errors
 * are kept as the contract and the server write them (Dutch) and put into the page's language
 * when shown, so the NL/EN switch changes the messages already on screen too. A refused submit
 * lands at its field or in the banner; the banner and the submit handler are what the FormCard
 * takes (`card`).
 */
export function useRegistrationForm<Values extends Record<string, string>>(
  schema: Parameters<typeof schemaResolver>[0],
  initialValues: Values,
  /** The call with the checked values; `onError` takes its refusal. */
  send: (values: Values, onError: (error: unknown) => void) => void,
  { alsoCheck, onLinkGone, fallback }: RegistrationFormOptions<Values> = {},
) {
  const { t } = useRegistrationText();
  const [failure, setFailure] = useState<unknown>(null);
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    initialValues,
    validate: (values) => ({ ...resolve(values), ...alsoCheck?.(values) }),
  });

  const inputProps = (field: keyof Values & string) => {
    const props = form.getInputProps(field);
    return { ...props, error: localizeMessage(props.error, t) };
  };

  const onError = (error: unknown) => {
    if (onLinkGone && error instanceof ApiError && error.status === 404) {
      onLinkGone();
      return;
    }
    const field = fieldOfFailure(error, Object.keys(initialValues));
    if (field && error instanceof ApiError) form.setFieldError(field, error.message);
    else setFailure(error);
  };

  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    send(values, onError);
  }, focusFirstError);

  return {
    inputProps,
    card: { onSubmit, banner: failure === null ? null : failureText(failure, t, fallback) },
  };
}
