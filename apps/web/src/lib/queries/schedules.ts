/**
 * The key every query of a company's roster starts with: its shifts (features/roster) and their
 * labour-law findings (compliance.ts). Whatever changes the roster (a shift saved, deleted,
 * confirmed) invalidates it, and one invalidation reaches them all, on every screen.
 */
export function schedulesKey(companyId: number | null) {
  return ['roster', 'schedules', companyId] as const;
}
