/**
 * What other features use of the employees: the rule that a phone number (and a
 * personeelsnummer) is unique among a company's employees, which a registration keeps too, and
 * the insert of an employee, which an invitation makes.
 */
export { insertEmployee, takenInCompany } from './repository';
