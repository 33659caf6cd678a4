import type { Column, ProposalModel, Row } from './model';

/**
 * The model in CPLEX LP format, which HiGHS reads: readable in a file when a proposal needs
 * explaining, and independent of the solver's API. Lines hold a few terms each.
 */

const TERMS_PER_LINE = 8;

function expression(terms: ReadonlyArray<readonly [number, number]>, columns: Column[]): string {
  const parts = terms.map(([column, coefficient], i) => {
    const name = columns[column]?.name ?? '';
    const sign = coefficient < 0 ? '- ' : i === 0 ? '' : '+ ';
    const size = Math.abs(coefficient);
    const term = `${sign}${size === 1 ? '' : `${size} `}${name}`;
    return (i > 0 && i % TERMS_PER_LINE === 0 ? '\n   ' : '') + term;
  });
  return parts.length === 0 ? '0' : parts.join(' ');
}

function row(r: Row, index: number, columns: Column[]): string {
  return ` ${r.kind}${index}: ${expression(r.terms, columns)} ${r.sense} ${r.rhs}`;
}

export function lpText(model: ProposalModel): string {
  const { columns, rows } = model;
  const objective = columns.flatMap(
    (c, i): Array<[number, number]> => (c.cost === 0 ? [] : [[i, c.cost]]),
  );
  const bounds = columns
    .filter((c) => !c.binary && Number.isFinite(c.upper))
    .map((c) => ` 0 <= ${c.name} <= ${c.upper}`);
  const binaries = columns.filter((c) => c.binary).map((c) => c.name);
  const lines = [
    'Minimize',
    ` obj: ${expression(objective, columns)}`,
    'Subject To',
    ...rows.map((r, i) => row(r, i, columns)),
    'Bounds',
    ...bounds,
  ];
  if (binaries.length > 0) {
    lines.push('Binary');
    for (let i = 0; i < binaries.length; i += TERMS_PER_LINE * 2) {
      lines.push(` ${binaries.slice(i, i + TERMS_PER_LINE * 2).join(' ')}`);
    }
  }
  lines.push('End', '');
  return lines.join('\n');
}
