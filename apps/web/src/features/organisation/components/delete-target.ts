/** What the confirmation dialog is about to delete. */
export type DeleteTarget =
  | { kind: 'category'; id: number; name: string; jobTitleNames: string[] }
  | { kind: 'jobTitle'; id: number; name: string };

/** Names a delete button, e.g. to show which one waits for the dialog. */
export function targetKey(target: { kind: DeleteTarget['kind']; id: number }): string {
  return `${target.kind}:${target.id}`;
}
