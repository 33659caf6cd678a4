import { appendFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { eligibility } from '@klokwerk/domain/roster-proposal/eligibility';
import { greedyPairs } from '@klokwerk/domain/roster-proposal/greedy';
import { planProposal, startProposal } from '@klokwerk/domain/roster-proposal/plan';
import { prepare } from '@klokwerk/domain/roster-proposal/prepare';
import { summarise } from '@klokwerk/domain/roster-proposal/summary';
import { generatedCompany } from '@klokwerk/domain/roster-proposal/test/company';
import type { ProposalInput, RosterProposal } from '@klokwerk/domain/roster-proposal/types';
import { proposeRoster } from '../../apps/server/src/modules/roster-proposal/propose-roster';

/**
 * "Rooster voorstellen" against the greedy baseline (docs/roster-proposal.md) on a generated
 * company: 150 employees, 10 job titles, a week of lunch and dinner peaks with a busier weekend,
 * about one slot in five unavailable and one employee in twenty on leave, seed 26. Two weeks:
 * the company's usual one, and one with 40 % more needs. Greedy runs on this thread; the
 * proposal as the server runs it (worker thread, HiGHS, 10 s). Run by hand:
 *   npm run proposal --workspace bench [-- --record]
 */

const SEED = 26;
const SCENARIOS = [
  { title: 'a usual week', busy: 1 },
  { title: 'a busy week (needs × 1.4)', busy: 1.4 },
];

const euro = (cents: number) =>
  `€ ${(cents / 100).toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const hours = (minutes: number) => `${Math.round(minutes / 60)} h`;

interface Row {
  name: string;
  seconds: number;
  proposal: RosterProposal;
}

function figures({ name, seconds, proposal: p }: Row): string {
  const violations = p.findings.filter((f) => f.severity === 'violation').length;
  const missing = p.uncovered.reduce((sum, u) => sum + u.missing, 0);
  const short = p.employees.reduce((sum, e) => sum + e.shortMinutes, 0);
  const unpopular = p.employees.map((e) => e.unpopularShifts);
  const coverage = (100 * p.coveredMinutes) / p.neededMinutes;
  const costPerHour =
    p.costCents /
    (p.shifts.reduce((s, x) => s + x.end.getTime() - x.start.getTime(), 0) / 3_600_000);
  return `| ${name} | ${seconds.toFixed(2)} s | ${coverage.toFixed(2)} % (${missing} open) | ${euro(p.costCents)} (${euro(costPerHour)}/h) | ${violations} | ${hours(short)} | ${Math.max(...unpopular)} | ${p.objective.toLocaleString('nl-NL')} |`;
}

function greedyOnly(input: ProposalInput): Row {
  const started = performance.now();
  const prepared = prepare(input);
  const eligible = eligibility(prepared);
  const pairs = greedyPairs(prepared, eligible);
  const seconds = (performance.now() - started) / 1000;
  const proposal = summarise(prepared, eligible, pairs, {
    method: 'greedy',
    status: 'greedy',
    seconds,
    gap: null,
    neighbourhoods: 0,
  });
  return { name: 'greedy (cheapest eligible, need by need)', seconds, proposal };
}

const loadBefore = loadavg();
const sections: string[] = [];
for (const { title, busy } of SCENARIOS) {
  const input = {
    ...generatedCompany({ employees: 150, jobTitles: 10, seed: SEED, busy }),
    timeLimitSeconds: 10,
  };
  const greedy = greedyOnly(input);
  const planned = performance.now();
  const plan = planProposal(input);
  const planSeconds = (performance.now() - planned) / 1000;
  const start = {
    name: 'start: greedy, repaired, local moves (no solver)',
    seconds: planSeconds,
    proposal: startProposal(plan),
  };
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const begun = performance.now();
  const proposal = await proposeRoster(input);
  const seconds = (performance.now() - begun) / 1000;
  lag.disable();
  const { solver } = proposal;
  const binaries = plan.model.columns.filter((c) => c.binary).length;
  const needed = input.needs.reduce((sum, n) => sum + n.count, 0);
  sections.push(`### ${title}: ${input.needs.length} needs, ${needed} shifts, ${hours(plan.prepared.templates.reduce((s, t) => s + t.need.count * t.minutes, 0))}

Model: ${plan.model.columns.length} columns (${binaries} binary), ${plan.model.rows.length} rows, ${plan.neighbourhoods.length} neighbourhoods. Roster: ${solver.method === 'mip' ? "the solver's" : 'its start'}; ${solver.neighbourhoods} neighbourhood solves, then the whole model: ${solver.status}, gap ${solver.gap === null ? '—' : `${(solver.gap * 100).toFixed(2)} %`}; ${solver.seconds.toFixed(2)} s in HiGHS. Server thread during the proposal: event-loop delay p99 ${(lag.percentile(99) / 1e6).toFixed(0)} ms, max ${(lag.max / 1e6).toFixed(0)} ms.

| roster | time | coverage (person-hours) | wage cost (per hour worked) | labour-law violations | short of contract minimums | most evening/weekend shifts for one person | objective |
| --- | --- | --- | --- | --- | --- | --- | --- |
${figures(greedy)}
${figures(start)}
${figures({ name: 'proposal (HiGHS from the start, whole call)', seconds, proposal })}
`);
}

const entry = `
## ${new Date().toISOString().slice(0, 10)} — roster proposal against the greedy baseline (150 employees, 10 job titles, seed ${SEED})

Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, highs 1.15.3 (WebAssembly, one thread). Load average (1, 5, 15 min) before ${loadBefore.map((n) => n.toFixed(2)).join(' ')}, after ${loadavg()
  .map((n) => n.toFixed(2))
  .join(' ')}.

${sections.join('\n')}`;
console.log(entry);
if (process.argv.includes('--record')) {
  appendFileSync(new URL('../RESULTS.md', import.meta.url), entry);
}
