import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { useActionKeys } from '../action-key';

/**
 * The mutation of a creating call (docs/api-conventions.md): pressed again after a timeout or a
 * lost answer, `send` gets the same Idempotency-Key and the server creates once; a success ends
 * the action, so the next press creates anew, and then `refresh` reloads what it changed.
 */
export function useCreatingMutation<Body, Answer>(
  send: (body: Body, idempotencyKey: string) => Promise<Answer>,
  refresh: () => Promise<unknown>,
): UseMutationResult<Answer, Error, Body> {
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (body: Body) => send(body, keys.keyFor(body)),
    onSuccess: () => {
      keys.done();
      return refresh();
    },
  });
}
