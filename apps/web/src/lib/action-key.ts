import { useRef } from 'react';
import { newIdempotencyKey } from './idempotency-key';

/**
 * The idempotency keys of user actions that may be sent more than once: pressing the button
 * again after a timeout or a lost answer sends the same request, and so the same key, and the
 * server answers it once (docs/api-conventions.md). A changed request is another action with its
 * own key; a success ends the action. Requests sent side by side each keep their key.
 */
export interface ActionKeys {
  keyFor(request: unknown): string;
  done(request: unknown): void;
}

export function actionKeys(): ActionKeys {
  // By the request's JSON: an action is a request, whoever built the object.
  const pending = new Map<string, string>();
  return {
    keyFor(request) {
      const text = JSON.stringify(request);
      const key = pending.get(text) ?? newIdempotencyKey();
      pending.set(text, key);
      return key;
    },
    done(request) {
      pending.delete(JSON.stringify(request));
    },
  };
}

/** actionKeys() kept for the life of a component (a mutation hook's). */
export function useActionKeys(): ActionKeys {
  const keys = useRef<ActionKeys | null>(null);
  keys.current ??= actionKeys();
  return keys.current;
}
