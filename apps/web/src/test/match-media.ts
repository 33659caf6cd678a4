type ChangeListener = (event: MediaQueryListEvent) => void;

const state = { dark: false, standalone: false };
const lists = new Set<{ query: string; listeners: Set<ChangeListener> }>();

function evaluate(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return state.dark;
  if (query.includes('display-mode: standalone')) return state.standalone;
  return false;
}

/** jsdom has no matchMedia; Mantine and the theme code need one that tests can steer. */
export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => {
      const entry = { query, listeners: new Set<ChangeListener>() };
      lists.add(entry);
      const list = {
        get matches() {
          return evaluate(query);
        },
        media: query,
        onchange: null,
        addEventListener: (_type: string, listener: ChangeListener) =>
          entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: ChangeListener) =>
          entry.listeners.delete(listener),
        addListener: (listener: ChangeListener) => entry.listeners.add(listener),
        removeListener: (listener: ChangeListener) => entry.listeners.delete(listener),
        dispatchEvent: () => true,
      };
      return list as unknown as MediaQueryList;
    },
  });
}

/** Switches the pretend system theme and tells every listener, as a browser would. */
export function setSystemDark(dark: boolean): void {
  state.dark = dark;
  for (const entry of lists) {
    if (!entry.query.includes('prefers-color-scheme')) continue;
    const event = { matches: evaluate(entry.query), media: entry.query } as MediaQueryListEvent;
    for (const listener of entry.listeners) listener(event);
  }
}

export function setStandalone(standalone: boolean): void {
  state.standalone = standalone;
}

export function resetMatchMedia(): void {
  state.dark = false;
  state.standalone = false;
  lists.clear();
}
