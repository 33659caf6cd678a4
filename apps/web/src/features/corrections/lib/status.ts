import { CORRECTION_STATUSES, type CorrectionItem } from '@klokwerk/contract/corrections';

export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

/** The manager's filter tabs (docs/screens.md#corrections), in the specification's order. */
export const STATUS_FILTERS = [...CORRECTION_STATUSES, 'ALL'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export function countByStatus(
  corrections: readonly Pick<CorrectionItem, 'status'>[],
): Record<StatusFilter, number> {
  const counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, ALL: corrections.length };
  for (const { status } of corrections) counts[status] += 1;
  return counts;
}

export function withStatus<T extends Pick<CorrectionItem, 'status'>>(
  corrections: readonly T[],
  filter: StatusFilter,
): readonly T[] {
  return filter === 'ALL' ? corrections : corrections.filter((c) => c.status === filter);
}
