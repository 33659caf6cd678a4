import { corrections, timeRecords } from '../db/schema/index';
import {
  type CorrectionRequest,
  type PlannedRecord,
  planCorrections,
  planTimeRecords,
} from './demo-hours';
import { DEMO_CAST } from './demo-people';
import type { PlannedShift } from './demo-roster';
import type { Random } from './random';
import { insertInSlices, type SeedScope } from './seed-scope';

/** The kiosk's registrations of every shift that has started (see planTimeRecords). */
export async function addTimeRecords(
  scope: SeedScope,
  random: Random,
  shifts: readonly PlannedShift[],
  forgotToClockOut: ReadonlySet<number>,
): Promise<PlannedRecord[]> {
  const { tx, tenantId } = scope;
  const records = planTimeRecords({
    shifts,
    now: scope.now,
    today: scope.today,
    timeZone: scope.timeZone,
    random,
    forgotToClockOut,
    reviewerOf: scope.managerOf,
  });
  await insertInSlices(records, (slice) =>
    tx.insert(timeRecords).values(
      slice.map((r) => ({
        tenantId,
        employeeId: r.employeeId,
        companyId: r.companyId,
        clockInTime: r.clockIn,
        clockOutTime: r.clockOut,
        approvalStatus: r.status,
        rejectionReason: r.rejectionReason,
        source: 'kiosk' as const,
        reviewedBy: r.reviewedBy,
        reviewedAt: r.reviewedAt,
        createdAt: r.clockIn,
      })),
    ),
  );
  return records;
}

/** Corrections of those records, in every state, as the demo cast asked for them. */
export async function addCorrections(
  scope: SeedScope,
  random: Random,
  records: readonly PlannedRecord[],
): Promise<void> {
  const correctionRows = planCorrections({
    records,
    now: scope.now,
    timeZone: scope.timeZone,
    random,
    requests: correctionRequests(scope),
  });
  await insertInSlices(correctionRows, (slice) =>
    scope.tx.insert(corrections).values(slice.map((c) => ({ tenantId: scope.tenantId, ...c }))),
  );
}

function correctionRequests({ people }: SeedScope): CorrectionRequest[] {
  const ownerId = people.ownerUserId;
  const medewerker = people.employeeId(DEMO_CAST.medewerker);
  return [
    {
      employeeId: medewerker,
      status: 'APPROVED',
      pick: 'older',
      shiftMinutes: [20, 45],
      reason: 'Langer doorgewerkt voor een groot gezelschap; de kiosk was al uitgezet.',
      reviewedBy: ownerId,
    },
    {
      employeeId: medewerker,
      status: 'PENDING',
      pick: 'latest',
      shiftMinutes: [-50, -25],
      reason: 'In overleg eerder naar huis gegaan, maar pas later uitgeklokt.',
    },
    {
      employeeId: people.employeeId(DEMO_CAST.correctionRejected),
      status: 'REJECTED',
      pick: 'older',
      shiftMinutes: [30, 60],
      reason: 'Langer gebleven om de zaal op te ruimen.',
      rejectionReason:
        'Niet vooraf afgestemd met de leidinggevende; opruimen valt binnen de dienst.',
      reviewedBy: people.userId('planner'),
    },
    {
      employeeId: people.employeeId(DEMO_CAST.correctionApproved),
      status: 'APPROVED',
      pick: 'older',
      shiftMinutes: [15, 35],
      reason: 'Kiosk reageerde niet bij het uitklokken.',
      reviewedBy: ownerId,
    },
  ];
}
