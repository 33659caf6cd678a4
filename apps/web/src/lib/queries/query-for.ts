import { type QueryKey, queryOptions, skipToken } from '@tanstack/react-query';

/**
 * The options of a query that needs an input first (a company, an employee, a period): with
 * `null` (nothing chosen yet, or a role that may not read it) it asks nothing, so a screen can
 * call its hook before it knows what to ask for.
 */
export function queryOptionsFor<Input, Answer, Key extends QueryKey>(
  queryKey: Key,
  input: Input | null,
  fetch: (input: Input, signal: AbortSignal) => Promise<Answer>,
) {
  return queryOptions({
    queryKey,
    queryFn: input === null ? skipToken : ({ signal }) => fetch(input, signal),
  });
}
