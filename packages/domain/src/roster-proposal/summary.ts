import { checkRoster } from '../labour-check';
import { LABOUR_RULES } from '../labour-rules';
import { addedBlock, type Block, type Eligibility, staticBlock } from './eligibility';
import type { Prepared, Template } from './prepare';
import { type Pair, scoreOf, shortOf } from './score';
import type {
  EmployeeWeek,
  ProposedShift,
  RosterProposal,
  SolverReport,
  UncoveredNeed,
  UncoveredReason,
} from './types';

/**
 * A roster (pairs of employee and template) as the planner reads it: the concepts, what stays
 * open and why, coverage, cost, each employee's week and the labour-law check over all of it.
 */

const LABOUR_LAW_BLOCKS: ReadonlySet<Block> = new Set([
  'shiftLength',
  'minorNight',
  'rest',
  'weekHours',
  'weeklyRest',
]);

/** How the law stopped the people who had time, in the planner's words. */
const LAW_PHRASES: Partial<Record<Block, string>> = {
  shiftLength: 'de dienst is te lang',
  minorNight: `jeugdigen werken niet tussen ${LABOUR_RULES.minorNightRest.fromHour}:00 en 0${LABOUR_RULES.minorNightRest.toHour}:00`,
  rest: 'te weinig rust tussen diensten',
  weekHours: 'te veel uren in de week',
  weeklyRest: `geen ${LABOUR_RULES.weeklyRest.hours} uur aaneengesloten rust in de week`,
};

/**
 * Why a template keeps people open, reading the roster as it stands: the reason of the
 * candidate that came closest (a budget that stopped an otherwise free employee says more than
 * the law, the law more than availability).
 */
function reasonFor(
  prepared: Prepared,
  t: Template,
  taken: readonly Template[][],
  budgetLeft: number,
): { reason: UncoveredReason; message: string } {
  const blocks: Block[] = [];
  let free = false;
  for (const staff of prepared.staff) {
    if (!staff.jobTitles.has(t.need.jobTitleId)) continue;
    const own = taken[staff.index] ?? [];
    const block = staticBlock(prepared, staff, t) ?? addedBlock(prepared, staff, own, t);
    if (block === null && prepared.cost(staff, t) > budgetLeft) blocks.push('budget');
    else if (block === null) free = true;
    else blocks.push(block);
  }
  const title =
    prepared.input.jobTitles.find((j) => j.id === t.need.jobTitleId)?.name ??
    `functie ${t.need.jobTitleId}`;
  if (free) return { reason: 'timeLimit', message: 'Niet ingevuld binnen de rekentijd' };
  if (blocks.includes('budget')) {
    return { reason: 'budget', message: 'Budget: het loonbudget van de week is op' };
  }
  if (blocks.includes('contract')) {
    return {
      reason: 'contractHours',
      message: `Contracturen: wie beschikbaar is met functie ${title}, zit aan de maximale uren van het contract`,
    };
  }
  const law = [...new Set(blocks.filter((b) => LABOUR_LAW_BLOCKS.has(b)))];
  if (law.length > 0) {
    const phrases = law.map((b) => LAW_PHRASES[b] ?? b).join('; ');
    return {
      reason: 'labourLaw',
      message: `Arbeidstijdenwet: wie beschikbaar is met functie ${title}, mag deze dienst niet werken (${phrases})`,
    };
  }
  const message = `Niemand beschikbaar met functie ${title}`;
  return {
    reason: 'noOneAvailable',
    message: blocks.length === 0 ? `${message}: niemand heeft die functie` : message,
  };
}

export function summarise(
  prepared: Prepared,
  eligibility: Eligibility,
  pairs: readonly Pair[],
  solver: SolverReport,
): RosterProposal {
  const { templates, staff, input } = prepared;
  const taken: Template[][] = staff.map(() => []);
  const filled = templates.map(() => 0);
  const shifts: ProposedShift[] = [];
  for (const pair of pairs) {
    const t = templates[pair.template];
    const s = staff[pair.staff];
    if (!t || !s) continue;
    taken[s.index]?.push(t);
    filled[t.index] = (filled[t.index] ?? 0) + 1;
    shifts.push({
      needId: t.need.id,
      employeeId: s.employee.id,
      jobTitleId: t.need.jobTitleId,
      start: new Date(t.s),
      end: new Date(t.e),
      costCents: prepared.cost(s, t),
    });
  }
  shifts.sort((a, b) => a.start.getTime() - b.start.getTime() || a.employeeId - b.employeeId);
  const costCents = shifts.reduce((sum, s) => sum + s.costCents, 0);
  const budgetLeft =
    input.budgetCents === null
      ? Number.POSITIVE_INFINITY
      : input.budgetCents - prepared.fixedCostCents - costCents;

  const uncovered: UncoveredNeed[] = [];
  let neededMinutes = 0;
  let coveredMinutes = 0;
  for (const t of templates) {
    const missing = t.open - (filled[t.index] ?? 0);
    neededMinutes += t.need.count * t.minutes;
    coveredMinutes += (t.need.count - missing) * t.minutes;
    if (missing === 0) continue;
    uncovered.push({
      needId: t.need.id,
      jobTitleId: t.need.jobTitleId,
      start: new Date(t.s),
      end: new Date(t.e),
      missing,
      ...reasonFor(prepared, t, taken, budgetLeft),
    });
  }

  const employees: EmployeeWeek[] = staff.map((s) => {
    const own = taken[s.index] ?? [];
    const proposedMinutes = own.reduce((sum, t) => sum + t.weekMinutes, 0);
    return {
      employeeId: s.employee.id,
      minutes: s.fixedWeekMinutes + proposedMinutes,
      proposedMinutes,
      shortMinutes: shortOf(prepared, s.index, proposedMinutes),
      unpopularShifts: own.filter((t) => t.unpopular > 0).length,
    };
  });

  const { findings } = checkRoster({
    employees: input.employees.map((e) => ({
      employeeId: e.id,
      name: e.name,
      dateOfBirth: e.dateOfBirth,
    })),
    shifts: [
      ...input.employees.flatMap((e) =>
        e.fixedShifts.map((f) => ({
          id: f.id,
          employeeId: e.id,
          startTime: f.start,
          endTime: f.end,
        })),
      ),
      ...shifts.map((s, i) => ({
        id: `voorstel-${i + 1}`,
        employeeId: s.employeeId,
        startTime: s.start,
        endTime: s.end,
      })),
    ],
    period: { start: new Date(prepared.weekStart), end: new Date(prepared.weekEnd) },
    timeZone: input.timeZone,
  });

  return {
    shifts,
    uncovered,
    neededMinutes,
    coveredMinutes,
    costCents,
    weekCostCents: prepared.fixedCostCents + costCents,
    employees,
    findings,
    objective: scoreOf(prepared, eligibility, pairs).objective,
    solver,
  };
}
