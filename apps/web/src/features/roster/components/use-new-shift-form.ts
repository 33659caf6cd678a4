import type { LocalDate } from '@klokwerk/domain/local-date';
import { useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyEmployees } from '../../../lib/queries/employees';
import { type CreatedShift, useCreateConcept, useMoveShift } from '../api/roster-writes';
import {
  draftTimes,
  endDateAfter,
  initialValues,
  type NewShiftValues,
  nightsOf,
  shiftValues,
  validateNewShift,
} from '../lib/new-shift-values';
import { monthKey } from '../lib/period';
import type { RosterShift } from '../lib/roster-rows';
import { useNewShiftChecks } from './use-new-shift-checks';

export interface NewShiftFormInput {
  onClose(): void;
  companyId: number;
  timeZone: string;
  employees: CompanyEmployees;
  /** The day the form starts on: the one the roster shows, or the empty cell clicked. */
  defaultDate: LocalDate;
  /** The employee of the empty cell clicked; null from the Nieuwe Dienst button. */
  defaultEmployeeId: number | null;
  /** The shift being changed (Wijzigen in Dienst Details); null for a new concept. */
  editing: RosterShift | null;
  /** The concept shift as the server saved it, with its warnings. */
  onSaved(created: CreatedShift): void;
}

/**
 * The Nieuwe Dienst form: its values and checks, the month the availability panel shows, and
 * saving, as a new concept or as the changed shift. While it saves, it does not close.
 */
export function useNewShiftForm(input: NewShiftFormInput) {
  const { t } = useTranslation('roster');
  const { companyId, timeZone, employees, editing } = input;
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateConcept(companyId);
  const move = useMoveShift(companyId);
  const mutation = editing ? move : create;
  const saving = mutation.isPending;
  const [month, setMonth] = useState(() => monthKey(input.defaultDate));
  const nights = useRef<number | null>(null);
  const form = useForm<NewShiftValues>({
    initialValues: editing
      ? shiftValues({ ...editing, employeeId: editing.employee.employeeId }, timeZone)
      : initialValues(input.defaultDate, input.defaultEmployeeId),
    validate: (values) =>
      validateNewShift(values, companyId, employees, timeZone, t('errors.nonexistentTime')),
    onValuesChange: (values, previous) => {
      // The end keeps its days after the start when the start date moves (a night shift moved
      // to another day still ends the next morning); only the end date's own input changes
      // that distance, so the passing years of a date being typed do not.
      nights.current ??= nightsOf(previous) ?? 0;
      if (values.endDate !== previous.endDate) nights.current = nightsOf(values) ?? nights.current;
      if (values.startDate !== previous.startDate && values.startDate !== '') {
        const end = endDateAfter(values.startDate, nights.current);
        if (end !== null && end !== values.endDate) form.setFieldValue('endDate', end);
        // The side panel follows the start's month.
        setMonth(values.startDate.slice(0, 7));
      }
    },
  });
  const checks = useNewShiftChecks({
    companyId,
    timeZone,
    employees,
    editing,
    values: form.values,
  });

  const close = () => {
    if (!saving) input.onClose();
  };

  const submit = form.onSubmit(
    (values) => {
      const { chosen, subject } = checks;
      if (!chosen || !subject) return;
      const body = { employeeEmail: chosen.email, ...draftTimes(values) };
      if (editing) {
        move.mutate({ scheduleId: editing.scheduleId, body }, { onSuccess: input.onSaved });
      } else {
        create.mutate({ ...body, companyId }, { onSuccess: input.onSaved });
      }
    },
    () =>
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      ),
  );

  return { form, formRef, month, setMonth, mutation, saving, close, submit, ...checks };
}

export type NewShiftFormState = ReturnType<typeof useNewShiftForm>;
