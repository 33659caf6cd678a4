import type { SyntheticEvent } from 'react';

/**
 * Moves the keyboard (and the screen reader) to the first field with an error once it is
 * rendered, which on a phone may sit a screen above the button that did nothing. For errors
 * the server gave, set on the form by hand.
 */
export function focusFirstInvalidField(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** Mantine's `onSubmit` handler for a form its own validation refused. */
export function focusFirstError(
  _errors: unknown,
  _values: unknown,
  event?: SyntheticEvent<HTMLFormElement>,
): void {
  // Read now: React clears currentTarget once the event has been handled.
  focusFirstInvalidField(event?.currentTarget);
}
