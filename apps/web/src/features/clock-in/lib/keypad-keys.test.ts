import { describe, expect, it } from 'vitest';
import { applyKey, type KeyEventLike, keypadActionOf, MAX_LENGTH } from './keypad-keys';

function press(key: string, target: EventTarget | null = document.body, extra = {}): KeyEventLike {
  return { key, ctrlKey: false, metaKey: false, altKey: false, target, ...extra };
}

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.querySelector('[data-target]') ?? host;
}

describe('keypadActionOf', () => {
  it('types digits and * , removes with Backspace and sends with Enter', () => {
    expect(keypadActionOf(press('7'))).toEqual({ type: 'add', key: '7' });
    expect(keypadActionOf(press('*'))).toEqual({ type: 'add', key: '*' });
    expect(keypadActionOf(press('Backspace'))).toEqual({ type: 'backspace' });
    expect(keypadActionOf(press('Enter'))).toEqual({ type: 'send' });
    expect(keypadActionOf(press('a'))).toBeNull();
    expect(keypadActionOf(press('+'))).toBeNull();
  });

  it('leaves shortcuts alone', () => {
    expect(keypadActionOf(press('1', document.body, { ctrlKey: true }))).toBeNull();
    expect(keypadActionOf(press('r', document.body, { metaKey: true }))).toBeNull();
  });

  it('takes keys in the kiosk field, but not in other fields or a dialog', () => {
    const phone = element('<input data-target data-kiosk-phone readonly />');
    expect(keypadActionOf(press('5', phone))).toEqual({ type: 'add', key: '5' });
    expect(keypadActionOf(press('Backspace', phone))).toEqual({ type: 'backspace' });
    expect(keypadActionOf(press('5', element('<input data-target />')))).toBeNull();
    const dialogButton = element('<div role="dialog"><button data-target>x</button></div>');
    expect(keypadActionOf(press('5', dialogButton))).toBeNull();
  });

  it('lets Enter on a button, a link or the form field do what it does there', () => {
    expect(keypadActionOf(press('Enter', element('<button data-target>5</button>')))).toBeNull();
    expect(keypadActionOf(press('Enter', element('<a data-target href="/">x</a>')))).toBeNull();
    const phone = element('<input data-target data-kiosk-phone readonly />');
    expect(keypadActionOf(press('Enter', phone))).toBeNull();
    // Digits still type while a key of the keypad has the focus.
    expect(keypadActionOf(press('3', element('<button data-target>5</button>')))).toEqual({
      type: 'add',
      key: '3',
    });
  });
});

describe('applyKey', () => {
  it('adds, removes and stops at the longest number', () => {
    expect(applyKey('06', { type: 'add', key: '1' })).toBe('061');
    expect(applyKey('061', { type: 'backspace' })).toBe('06');
    expect(applyKey('', { type: 'backspace' })).toBe('');
    const full = '1'.repeat(MAX_LENGTH);
    expect(applyKey(full, { type: 'add', key: '2' })).toBe(full);
  });
});
