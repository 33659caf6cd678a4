import { afterEach, describe, expect, it, vi } from 'vitest';
import { GTAG_URL, loadAnalytics, stopAnalytics } from './analytics';

/** The cookies gtag.js would have set; jsdom has no Cookie Store API to write them with. */
function setCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = text;
}

const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')];

afterEach(() => {
  for (const script of scripts()) script.remove();
  delete window.dataLayer;
  delete window.gtag;
});

describe('analytics', () => {
  it('adds gtag.js with the measurement id once, and queues its start', () => {
    loadAnalytics('G-TEST12345');
    loadAnalytics('G-TEST12345');
    expect(scripts().map((s) => s.src)).toEqual([`${GTAG_URL}?id=G-TEST12345`]);
    expect(scripts()[0]?.async).toBe(true);
    const queued = (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(queued[0]?.[0]).toBe('js');
    expect(queued[1]).toEqual(['config', 'G-TEST12345']);
  });

  it('only logs when the script cannot load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    loadAnalytics('G-TEST12345');
    scripts()[0]?.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith('Analytics kon niet worden geladen.');
    warn.mockRestore();
  });

  it('stops measuring and removes its cookies when consent is withdrawn', () => {
    setCookie('_ga=GA1.1.123; path=/');
    setCookie('_ga_TEST12345=GS1.1.456; path=/');
    setCookie('other=keep; path=/');
    loadAnalytics('G-TEST12345');
    stopAnalytics('G-TEST12345');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST12345']).toBe(true);
    expect(document.cookie).toBe('other=keep');
    setCookie('other=; Max-Age=0; path=/');
  });
});
