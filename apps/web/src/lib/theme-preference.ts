import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** The stored theme (docs/screens.md#top-bar): 'dark' or 'light'. */
export const THEME_KEY = 'themePreference';

export function readThemePreference(): 'light' | 'dark' | null {
  try {
    const value = window.localStorage.getItem(THEME_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function writeThemePreference(value: 'light' | 'dark'): void {
  try {
    window.localStorage.setItem(THEME_KEY, value);
  } catch {
    // The theme then lasts only this visit; nothing else depends on it.
  }
}

/**
 * Mantine's colour-scheme storage on our key. A stored choice wins; without one the scheme is
 * 'auto', which follows the system setting and its changes (docs/screens.md#top-bar).
 */
export function themePreferenceManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | null = null;
  return {
    get: (defaultValue: MantineColorScheme) => readThemePreference() ?? defaultValue,
    set: (value: MantineColorScheme) => {
      if (value === 'auto') {
        try {
          window.localStorage.removeItem(THEME_KEY);
        } catch {
          // see writeThemePreference
        }
      } else {
        writeThemePreference(value);
      }
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key === THEME_KEY) onUpdate(readThemePreference() ?? 'auto');
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
      onStorage = null;
    },
    clear: () => {
      try {
        window.localStorage.removeItem(THEME_KEY);
      } catch {
        // see writeThemePreference
      }
    },
  };
}
