import { z } from 'zod';
import { defineCall } from './call';
import { chosenId, requiredDateTime } from './fields';
import { idOut } from './ids';
import { instantOut } from './time';

export const EXPENSE_MESSAGES = {
  companyId: 'Selecteer eerst een bedrijf',
  totalExpense: 'Vul het totaal in: een bedrag in euro, niet negatief.',
  startDate: 'Vul het begin van de periode in.',
  endDate: 'Vul het einde van de periode in.',
  period:
    'De periode moet één kalendermaand beslaan: het einde na het begin, hoogstens 32 dagen later.',
} as const;

/**
 * POST /api/expenses/calculate body: the total the screen calculated for the
 * month from startDate to endDate (ISO bounds, as the screen sends them); totalExpense is the
 * wage cost incl. surcharges, the report's totalCost.
 */
export const expenseBody = z.object({
  companyId: chosenId(EXPENSE_MESSAGES.companyId),
  totalExpense: z
    .number({ error: EXPENSE_MESSAGES.totalExpense })
    .min(0, EXPENSE_MESSAGES.totalExpense)
    .max(1e12, EXPENSE_MESSAGES.totalExpense),
  startDate: requiredDateTime(EXPENSE_MESSAGES.startDate),
  endDate: requiredDateTime(EXPENSE_MESSAGES.endDate),
});
export type ExpenseInput = z.output<typeof expenseBody>;

/** The saved total: the month the period stands for, and the server's own figure. */
export const savedExpense = z.object({
  expenseId: idOut,
  companyId: idOut,
  year: z.int(),
  month: z.int(),
  /** Euro with 2 decimals, as the server calculated it (equal to the one sent, to the cent). */
  totalExpense: z.number(),
  /** The month's bounds in the company's zone: [startDate, endDate). */
  startDate: instantOut,
  endDate: instantOut,
});
export type SavedExpense = z.infer<typeof savedExpense>;

/**
 * POST /api/expenses/calculate: saves the month's wage-cost total incl. surcharges. The server
 * recalculates it and refuses (400, naming totalExpense) a total more than half a cent off, and
 * (409) a total of a closed month, whose wage cost is frozen.
 */
export const saveExpenseCall = defineCall({
  method: 'POST',
  path: '/expenses/calculate',
  summary: 'Loonkostentotaal van een maand opslaan',
  tags: ['rapporten'],
  body: expenseBody,
  idempotent: true,
  status: 201,
  response: savedExpense,
  errors: [400, 401, 403, 404, 409],
});
