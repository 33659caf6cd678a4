import {
  type QueryKey,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';

/**
 * Marks every query under the keys stale: those on screen are fetched again, and the promise
 * waits for them, so a mutation that returns it stays pending until the screen shows the change.
 */
export function useInvalidate(...queryKeys: QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * The mutation of a step on something others change too (a decision, a withdrawal): `refresh`
 * runs whatever the answer, because a refusal (409) says the lists went stale meanwhile.
 */
export function useRefreshingMutation<Variables, Answer>(
  send: (variables: Variables) => Promise<Answer>,
  refresh: () => unknown,
): UseMutationResult<Answer, Error, Variables> {
  return useMutation({ mutationFn: send, onSettled: refresh });
}
