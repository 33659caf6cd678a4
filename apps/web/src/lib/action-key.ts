import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The idempotency key of one user action that may be sent more than once: pressing the button
 * again after a timeout or a lost answer sends the same request, and so the same key, and the
 * server answers it once (docs/api-conventions.md). A changed request is a new action with a new
 * key; a success ends the action.
 */
export interface ActionKeys {
  keyFor(body: unknown): string;
  done(): void;
}

export function actionKeys(): ActionKeys {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: newIdempotencyKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}

/** actionKeys() kept for the life of a component (a mutation hook's). */
export function useActionKeys(): ActionKeys {
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= actionKeys();
  return keys.current;
}
