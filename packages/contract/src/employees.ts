import { z } from 'zod';
import { defineCall } from './call';
import { id, idOut } from './ids';

/** 'yyyy-mm-dd', a calendar date without a time or zone (birth, contract start and end). */
const calendarDate = z.iso.date();

/**
 * An employee as lists show them (spec part 2 §3 and §5). Money fields (salary, hoursRating)
 * are present only for roles that may see wages (DESIGN §6); the BSN is never in a list.
 */
export const employeeListItem = z.object({
  employeeId: idOut,
  companyId: idOut,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  dateOfBirth: calendarDate.nullable(),
  address: z.string().nullable(),
  jobTitleId: idOut.nullable(),
  jobTitle: z.object({ id: idOut, name: z.string() }).nullable(),
  startDate: calendarDate.nullable(),
  endDate: calendarDate.nullable(),
  contractType: z.string().nullable(),
  hoursPerWeek: z.number().nullable(),
  /** Hourly wage in euro. */
  salary: z.number().nullable().optional(),
  /** Multiplier on the hourly wage (employer charges); 1 when not set. */
  hoursRating: z.number().optional(),
});
export type EmployeeListItem = z.infer<typeof employeeListItem>;

/**
 * GET /api/employees/company/{companyId} (spec part 2 §7): the employees of one company that
 * are not archived, by last name and then first name. The list every screen builds on.
 */
export const employeesOfCompanyCall = defineCall({
  method: 'GET',
  path: '/employees/company/:companyId',
  summary: 'Medewerkers van een bedrijf',
  tags: ['medewerkers'],
  params: z.object({ companyId: id }),
  status: 200,
  response: z.array(employeeListItem),
  errors: [400, 401, 403, 404],
});
