import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadAllNamespaces } from '../i18n/i18n';
import { installMatchMedia, resetMatchMedia } from './match-media';

installMatchMedia();
// Screens rendered without their route still find their texts.
await loadAllNamespaces();
// See vitest.projects.ts: a busy machine needs more than the default second to show a screen.
configure({ asyncUtilTimeout: 10_000 });

// Mantine measures elements (ScrollArea, Popover); jsdom does not lay anything out.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

// The files of a worker share this window (apps/web/vitest.projects.ts): each test leaves it as
// the next one expects a fresh tab, whatever it rendered, stubbed or stored.
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetMatchMedia();
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});
