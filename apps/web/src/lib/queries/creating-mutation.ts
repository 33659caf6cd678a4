import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation } from '@tanstack/react-query';
import { useActionKeys } from '../action-key';

/**
 * The mutation of a call that creates something (docs/api-conventions.md): pressed again after
 * a timeout or a lost answer, `send` gets the same Idempotency-Key for the same variables and
 * the server does it once. Variables sent side by side (one request per chosen day) each keep
 * their own key. A success ends that action, so the same press later creates anew; `after` then
 * brings what the answer changed onto the screen.
 */
export function useCreatingMutation<Variables, Answer>(
  send: (variables: Variables, idempotencyKey: string) => Promise<Answer>,
  after?: (answer: Answer, variables: Variables) => unknown,
): UseMutationResult<Answer, Error, Variables> {
  const keys = useActionKeys();
  return useMutation({
    mutationFn: (variables: Variables) => send(variables, keys.keyFor(variables)),
    onSuccess: (answer, variables) => {
      keys.done(variables);
      return after?.(answer, variables);
    },
  });
}
