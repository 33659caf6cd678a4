import type { Dependents } from './repository';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "a, b en c" */
function listInDutch(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}`;
}

/**
 * Why a company cannot be deleted, or null when nothing belongs to it any more. Hours and
 * wages must be kept for seven years (fiscal retention), so a company with that history is
 * never deleted; what a manager can still remove is named, with the counts.
 */
export function describeDependents(d: Dependents): string | null {
  const employees = d.employees + d.archivedEmployees;
  const parts = [
    employees > 0 &&
      count(employees, 'medewerker', 'medewerkers') +
        (d.archivedEmployees > 0 ? ` (waarvan ${d.archivedEmployees} gearchiveerd)` : ''),
    d.timeRecords > 0 && count(d.timeRecords, 'urenregistratie', 'urenregistraties'),
    d.corrections > 0 && count(d.corrections, 'correctieverzoek', 'correctieverzoeken'),
    d.expenses > 0 &&
      count(d.expenses, 'opgeslagen loonkostenoverzicht', 'opgeslagen loonkostenoverzichten'),
    d.schedules > 0 && count(d.schedules, 'dienst', 'diensten'),
    d.users > 0 && count(d.users, 'gebruiker', 'gebruikers'),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  const history = d.archivedEmployees + d.timeRecords + d.corrections + d.expenses > 0;
  const advice = history
    ? 'Gewerkte uren en loongegevens moeten 7 jaar bewaard blijven, dus een bedrijf met deze geschiedenis blijft bestaan.'
    : 'Verwijder of verplaats deze eerst en probeer het daarna opnieuw.';
  return `Dit bedrijf kan niet worden verwijderd. Nog gekoppeld: ${listInDutch(parts)}. ${advice}`;
}
