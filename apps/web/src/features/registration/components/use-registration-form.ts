import { schemaResolver, useForm } from '@mantine/form';
import { type SyntheticEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { localizeMessage } from '../lib/localize-message';
import { failureText, fieldOfFailure } from '../lib/registration-failure';
import { useRegistrationText } from './registration-language';

/**
 * A registration form validated with the contract's schema. Errors are kept as the contract
 * and the server write them (Dutch) and put into the page's language when shown, so the
 * NL/EN switch changes the messages already on screen too. A refused submit lands at its field
 * or in the banner; a link used up meanwhile (404) calls `onLinkGone`.
 */
export function useRegistrationForm<Values extends Record<string, string>>(
  schema: Parameters<typeof schemaResolver>[0],
  initialValues: Values,
  onLinkGone: () => void,
) {
  const { t } = useRegistrationText();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({ initialValues, validate: schemaResolver(schema, { sync: true }) });

  const inputProps = (field: keyof Values & string) => {
    const props = form.getInputProps(field);
    return { ...props, error: localizeMessage(props.error, t) };
  };

  /**
   * On a phone the first error may sit a screen above the button: the keyboard (and the
   * screen reader) goes to it.
   */
  const onInvalid = (
    _errors: unknown,
    _values: unknown,
    event?: SyntheticEvent<HTMLFormElement>,
  ) => {
    const element = event?.currentTarget;
    requestAnimationFrame(() =>
      element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      onLinkGone();
      return;
    }
    const field = fieldOfFailure(error, Object.keys(initialValues));
    if (field && error instanceof ApiError) form.setFieldError(field, error.message);
    else setFailure(error);
  };

  return {
    form,
    inputProps,
    banner: failure === null ? null : failureText(failure, t),
    clearBanner: () => setFailure(null),
    onInvalid,
    onError,
  };
}
