import { leaveOpeningPots, leaveOpenings, leaveRequests, sickReports } from '../db/schema/index';
import { DEMO_LEAVE_CAST, DEMO_OPENING_MINUTES, planDemoLeave } from './demo-leave';
import type { SeedScope } from './seed-scope';

/** Leave approved and waiting, and the open sick report (see DEMO_LEAVE_CAST). */
export async function addLeaveAndSickness(scope: SeedScope): Promise<void> {
  const { tx, tenantId, now, people, managerOf } = scope;
  const rosterEmployee = (email: string) => {
    const found = people.rosterEmployees.find((e) => e.id === people.employeeId(email));
    if (!found) throw new Error(`demo employee ${email} is missing`);
    return found;
  };
  const { leave, sickness } = planDemoLeave({
    today: scope.today,
    timeZone: scope.timeZone,
    employee: rosterEmployee,
  });
  await tx.insert(leaveRequests).values(
    leave.map((l) => {
      const decided = l.status === 'APPROVED';
      return {
        tenantId,
        ...l,
        decidedBy: decided ? managerOf(l.companyId) : null,
        decidedAt: decided ? new Date(now.getTime() - 3 * 86_400_000) : null,
        createdAt: new Date(now.getTime() - 5 * 86_400_000),
      };
    }),
  );
  await tx
    .insert(sickReports)
    .values(sickness.map((s) => ({ tenantId, ...s, reportedBy: managerOf(s.companyId) })));
}

/** HR entered what the medewerker carried over from last year. */
export async function addCarriedOverLeave(scope: SeedScope): Promise<void> {
  const { tx, tenantId, today, people } = scope;
  const carrier = people.employeeId(DEMO_LEAVE_CAST.plannedWeek);
  await tx.insert(leaveOpenings).values({
    tenantId,
    employeeId: carrier,
    year: today.year,
    updatedAt: scope.now,
    updatedBy: people.ownerUserId,
    updatedByName: 'eigenaar',
  });
  await tx.insert(leaveOpeningPots).values({
    tenantId,
    employeeId: carrier,
    kind: 'statutory',
    accrualYear: today.year - 1,
    minutes: DEMO_OPENING_MINUTES,
  });
}
