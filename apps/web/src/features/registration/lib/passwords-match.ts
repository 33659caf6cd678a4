import type { FormErrors } from '@mantine/form';
import nl from '../../../i18n/nl/registration.json';

/** A type, not an interface: the form's values must fit Record<string, string>. */
export type PasswordPair = { newPassword: string; confirmPassword: string };

/**
 * The reset page's own rule (docs/screens.md#employee-registration): the repetition must match. The call knows only
 * newPassword, so the message is not the contract's but the page's ("Wachtwoorden komen niet
 * overeen."), in Dutch like the contract's, and translated with them when shown.
 */
export function passwordsMatch(values: PasswordPair): FormErrors {
  return values.newPassword === values.confirmPassword
    ? {}
    : { confirmPassword: nl.validation.passwordMismatch };
}
