/**
 * The draft a refused confirmation names: the server checks every draft before it writes one
 * and answers the first bad one as `drafts.N.field` (docs/decisions/012), N counting in the
 * order the drafts were sent.
 */
export interface RefusedDraft {
  index: number;
  /** The draft's field (employeeEmail, startTime, endTime), or null for the draft as a whole. */
  field: string | null;
}

export function refusedDraft(field: string | undefined): RefusedDraft | null {
  const match = /^drafts\.(\d+)(?:\.(\w+))?$/.exec(field ?? '');
  if (!match) return null;
  return { index: Number(match[1]), field: match[2] ?? null };
}
