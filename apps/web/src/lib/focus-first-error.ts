import type { SyntheticEvent } from 'react';

/**
 * Mantine's `onSubmit` handler for a refused form: the keyboard (and the screen reader) goes to
 * the first field with an error once it is rendered, which on a phone may sit a screen above
 * the button that did nothing.
 */
export function focusFirstError(
  _errors: unknown,
  _values: unknown,
  event?: SyntheticEvent<HTMLFormElement>,
): void {
  const form = event?.currentTarget;
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
