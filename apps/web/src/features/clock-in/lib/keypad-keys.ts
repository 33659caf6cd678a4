/** What a key on the kiosk does: add a character, remove the last one, or send. */
export type KeypadAction = { type: 'add'; key: string } | { type: 'backspace' } | { type: 'send' };

/** The keypad's rows (docs/screens.md#kiosk): digits 0–9, '*' and backspace in a 3 × 4 grid. */
export const KEYPAD_ROWS = [
  ['1', '2', '3'],
  ['4', '5', '6'],
  ['7', '8', '9'],
  ['*', '0', 'backspace'],
] as const;

/** Longer than any phone number (E.164 with 00: 17 digits), so a stuck key stops somewhere. */
export const MAX_LENGTH = 20;

export interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** Elements that take typing themselves: a dialog's input, a select, an editable field. */
function typesItself(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[role="dialog"]')) return true;
  if (target.isContentEditable) return true;
  return (
    ['TEXTAREA', 'SELECT'].includes(target.tagName) ||
    (target.tagName === 'INPUT' && !target.hasAttribute('data-kiosk-phone'))
  );
}

/** Elements for which Enter already means something: a button, a link, the form's own field. */
function handlesEnter(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && ['BUTTON', 'A', 'INPUT'].includes(target.tagName);
}

/**
 * A physical key as a keypad action (digits, '*', Backspace, Enter), or null when the kiosk
 * should leave the key alone: with a modifier (shortcuts), or while the key goes elsewhere.
 */
export function keypadActionOf(event: KeyEventLike): KeypadAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || typesItself(event.target)) return null;
  if (/^[0-9*]$/.test(event.key)) return { type: 'add', key: event.key };
  if (event.key === 'Backspace') return { type: 'backspace' };
  if (event.key === 'Enter' && !handlesEnter(event.target)) return { type: 'send' };
  return null;
}

/** The number after a key press. */
export function applyKey(value: string, action: KeypadAction): string {
  if (action.type === 'backspace') return value.slice(0, -1);
  if (action.type === 'add' && value.length < MAX_LENGTH) return value + action.key;
  return value;
}
