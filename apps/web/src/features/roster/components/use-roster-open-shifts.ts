import { can } from '@klokwerk/domain/policies';
import type { Role } from '@klokwerk/domain/roles';
import { useMemo } from 'react';
import { useCompanyOffers, useCompanyOpenShifts } from '../../../lib/queries/open-shifts';
import { type RosterOpenShift, rosterOpenShifts, waitingDecisions } from '../lib/open-shift-rows';

export interface RosterOpenShifts {
  /** The company's open shifts not yet over; the grids pick those of the period shown. */
  shifts: readonly RosterOpenShift[];
  /** Claims and taken offers waiting for the planner's decision on Open diensten. */
  waiting: number;
}

const NONE: RosterOpenShift[] = [];

/**
 * The open shifts and the decisions waiting on Open diensten, read from the same queries that
 * screen uses, so deciding there refreshes the roster too. Only roles the server lets see them
 * ask (the open-shifts.manage policy); for the others there is nothing to show.
 */
export function useRosterOpenShifts({
  role,
  companyId,
  timeZone,
}: {
  role: Role | null;
  companyId: number | null;
  timeZone: string;
}): RosterOpenShifts {
  const asked = can(role, 'open-shifts.manage') ? companyId : null;
  const openShifts = useCompanyOpenShifts(asked);
  const offers = useCompanyOffers(asked);
  const shifts = useMemo(
    () => (openShifts.data ? rosterOpenShifts(openShifts.data, timeZone) : NONE),
    [openShifts.data, timeZone],
  );
  const waiting = useMemo(
    () => waitingDecisions(openShifts.data ?? [], offers.data ?? []),
    [openShifts.data, offers.data],
  );
  return { shifts, waiting };
}
