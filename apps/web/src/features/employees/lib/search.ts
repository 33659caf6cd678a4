import type { EmployeeListItem } from '@klokwerk/contract/employees';

type Searchable = Pick<
  EmployeeListItem,
  'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'jobTitle'
>;

/** Lower case without accents, so "zoe" finds Zoë and "EL AMRANI" finds El Amrani. */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Whether an employee matches what was typed in the search field: every word must occur in
 * the name, job title or e-mail address; digits also match the phone number however it is
 * written ("06 12", "0612").
 */
export function matchesSearch(employee: Searchable, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(
    [employee.firstName, employee.lastName, employee.jobTitle?.name ?? '', employee.email].join(
      ' ',
    ),
  );
  const phone = (employee.phoneNumber ?? '').replace(/\D/g, '');
  const digits = query.replace(/\D/g, '');
  const phoneQuery = digits.length >= 3 && /^[\d\s()+-]+$/.test(query.trim());
  if (phoneQuery && phone.includes(digits)) return true;
  return words.every((word) => text.includes(word));
}
