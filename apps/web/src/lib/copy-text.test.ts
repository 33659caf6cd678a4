import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

function field(value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.value = value;
  document.body.append(input);
  return input;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the clipboard in a secure context', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    expect(await copyText('https://x/feed.ics', field('https://x/feed.ics'))).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('https://x/feed.ics');
  });

  it('selects the address over plain HTTP, where there is no clipboard', async () => {
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const input = field('http://kassa.lan:3000/api/calendar/a.ics');
    expect(await copyText(input.value, input)).toBe('selected');
    expect(document.activeElement).toBe(input);
    expect(input.selectionStart).toBe(0);
    expect(input.selectionEnd).toBe(input.value.length);
  });
});
