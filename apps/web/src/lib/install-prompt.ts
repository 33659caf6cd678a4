import { useSyncExternalStore } from 'react';

/** Chrome's install event; not in the DOM typings because only Chromium browsers have it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Catches `beforeinstallprompt` from the start: the browser fires it once, often before the
 * login page is on screen. Called by the login page's entry, src/login.tsx.
 */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

/** The saved install event, when the browser offers its own install dialog. */
export function useNativeInstallPrompt(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => deferred,
    () => null,
  );
}

/** Shows the browser's install dialog; the event can be used only once. */
export async function promptNativeInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  await event.prompt();
}

/** True when Klokwerk already runs as an installed app (Android/desktop, or iOS home screen). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
