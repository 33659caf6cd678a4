import type { LocalDate } from '@klokwerk/domain/local-date';
import { Alert, Button, Grid, Group, Modal, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/signed-in/date-field';
import { TimeField } from '../../../components/signed-in/time-field';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
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
import { AvailabilityPanel } from './availability-panel';
import { CandidateFindings } from './candidate-findings';
import { type Candidate, useCandidateFindings } from './use-candidate-findings';
import { useShiftWarnings, type WarningSubject } from './use-shift-warnings';
import { WarningAlert } from './warning-alert';

export interface NewShiftDialogProps {
  opened: boolean;
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
  monthChoices: ReadonlyArray<{ value: string; label: string }>;
  /** The concept shift as the server saved it, with its warnings. */
  onSaved(created: CreatedShift): void;
}

/**
 * Nieuwe Dienst (docs/screens.md#roster): the form and the availability side panel. Saving makes a
 * concept shift on the server, seen by every planner of the company and by no one else until
 * Rooster Bevestigen; overlaps, unavailability and the Arbeidstijdenwet warn but never block.
 * The owner mounts it afresh for every opening, so the form starts on the day then shown.
 */
export function NewShiftDialog(props: NewShiftDialogProps) {
  const { t } = useTranslation('roster');
  const { companyId, timeZone, employees, opened } = props;
  const phone = useMediaQuery('(max-width: 48em)');
  const formRef = useRef<HTMLFormElement>(null);
  const { editing } = props;
  const create = useCreateConcept(companyId);
  const move = useMoveShift(companyId);
  const mutation = editing ? move : create;
  const saving = mutation.isPending;
  const [month, setMonth] = useState(() => monthKey(props.defaultDate));
  const nights = useRef<number | null>(null);
  const form = useForm<NewShiftValues>({
    initialValues: editing
      ? shiftValues({ ...editing, employeeId: editing.employee.employeeId }, timeZone)
      : initialValues(props.defaultDate, props.defaultEmployeeId),
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

  const options = useMemo(
    () =>
      employees.map((employee) => ({
        value: String(employee.employeeId),
        label: `${employee.firstName} ${employee.lastName}${employee.jobTitle ? ` (${employee.jobTitle.name})` : ''}`,
      })),
    [employees],
  );
  const chosen = employees.find((e) => String(e.employeeId) === form.values.employeeId) ?? null;
  const subject: WarningSubject | null = useMemo(() => {
    const errors = validateNewShift(form.values, companyId, employees, timeZone, '');
    if (!chosen || Object.keys(errors).length > 0) return null;
    const { startTime, endTime } = draftTimes(form.values);
    return {
      employeeId: chosen.employeeId,
      name: `${chosen.firstName} ${chosen.lastName}`,
      period: { start: startTime, end: endTime },
    };
  }, [form.values, chosen, companyId, employees, timeZone]);
  const { warnings, checkFailed } = useShiftWarnings({
    companyId,
    timeZone,
    subject,
    except: editing?.scheduleId ?? null,
  });
  const candidate: Candidate | null = useMemo(
    () =>
      chosen && subject
        ? { employeeId: subject.employeeId, employeeEmail: chosen.email, period: subject.period }
        : null,
    [chosen, subject],
  );
  // A changed shift would be checked beside its own old time: the week's panel shows it after saving.
  const labour = useCandidateFindings({ companyId, candidate: editing ? null : candidate });

  const close = () => {
    if (!saving) props.onClose();
  };

  const submit = form.onSubmit(
    (values) => {
      if (!chosen || !subject) return;
      const body = { employeeEmail: chosen.email, ...draftTimes(values) };
      if (editing) {
        move.mutate({ scheduleId: editing.scheduleId, body }, { onSuccess: props.onSaved });
      } else {
        create.mutate({ ...body, companyId }, { onSuccess: props.onSaved });
      }
    },
    () =>
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      ),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? t('newShift.editTitle') : t('newShift.title')}
      size={960}
      fullScreen={phone}
      centered={!phone}
      closeButtonProps={{ 'aria-label': t('newShift.close') }}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <form ref={formRef} onSubmit={submit} noValidate aria-busy={saving}>
            <Stack gap="md">
              <Text size="sm">{editing ? t('newShift.editIntro') : t('newShift.intro')}</Text>
              <Select
                label={t('newShift.employee')}
                placeholder={t('newShift.employeePlaceholder')}
                data={options}
                searchable
                nothingFoundMessage={t('newShift.noEmployees')}
                withAsterisk
                comboboxProps={{ withinPortal: true }}
                {...form.getInputProps('employeeId')}
              />
              <SimpleGrid cols={2} spacing="sm">
                <DateField
                  label={t('newShift.startDate')}
                  withAsterisk
                  {...form.getInputProps('startDate')}
                />
                <TimeField label={t('newShift.startTime')} {...form.getInputProps('startTime')} />
                <DateField
                  label={t('newShift.endDate')}
                  withAsterisk
                  {...form.getInputProps('endDate')}
                />
                <TimeField label={t('newShift.endTime')} {...form.getInputProps('endTime')} />
              </SimpleGrid>
              {mutation.isError && (
                <Alert color="red" variant="light" role="alert">
                  {`${t('errors.saveShift')} ${mutation.error instanceof ApiError ? mutation.error.message : GENERIC_ERROR_MESSAGE}`}
                </Alert>
              )}
              {form.errors.companyId && (
                <Alert color="red" variant="light" role="alert">
                  {form.errors.companyId}
                </Alert>
              )}
              {(warnings.length > 0 || checkFailed) && (
                <WarningAlert
                  title={t('newShift.warningsTitle')}
                  items={checkFailed ? [...warnings, t('newShift.checkFailed')] : warnings}
                />
              )}
              <CandidateFindings {...labour} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close} disabled={saving}>
                  {t('newShift.cancel')}
                </Button>
                <Button type="submit" disabled={saving} aria-busy={saving}>
                  {saving ? t('newShift.saving') : t('newShift.save')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AvailabilityPanel
            companyId={companyId}
            timeZone={timeZone}
            month={month}
            monthChoices={props.monthChoices}
            onMonthChange={setMonth}
            employee={
              chosen && {
                employeeId: chosen.employeeId,
                name: `${chosen.firstName} ${chosen.lastName}`,
              }
            }
          />
        </Grid.Col>
      </Grid>
    </Modal>
  );
}
