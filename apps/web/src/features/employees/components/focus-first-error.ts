/**
 * Moves the keyboard to the first field with an error once it is rendered, so a keyboard or
 * screen-reader user lands on what to fix instead of on a save button that did nothing.
 */
export function focusFirstError(form: HTMLFormElement | null | undefined): void {
  if (!form) return;
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
