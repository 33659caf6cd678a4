import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TimeField } from '../../../components/signed-in/time-field';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import type { JobTitles } from '../../../lib/queries/organisation';
import { type Staffing, useSaveStaffing } from '../api/staffing';
import { bodyOf, euroText, newRow, rowsOf, type StaffingRow } from './staffing-rows';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface StaffingFormProps {
  companyId: number;
  staffing: Staffing;
  jobTitles: JobTitles;
  readOnly: boolean;
  onSaved(): void;
}

/**
 * The Bezetting per weekday: lines of "from – to, job title, how many", and the weekly wage
 * budget. Saving replaces what was saved; the server checks every line.
 */
export function StaffingForm({
  companyId,
  staffing,
  jobTitles,
  readOnly,
  onSaved,
}: StaffingFormProps) {
  const { t } = useTranslation('staffing');
  const [rows, setRows] = useState(() => rowsOf(staffing));
  const [budget, setBudget] = useState(() => euroText(staffing.weeklyBudgetCents));
  const save = useSaveStaffing(companyId);
  const titles = jobTitles.map((title) => ({ value: String(title.id), label: title.name }));

  const change = (key: number, values: Partial<StaffingRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...values } : row)));
  // A new line goes after the day's last, so the rows stay in the order they are sent in.
  const add = (weekday: number) =>
    setRows((current) => {
      const after = current.findLastIndex((row) => row.weekday <= weekday);
      return [...current.slice(0, after + 1), newRow(weekday), ...current.slice(after + 1)];
    });
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(bodyOf(rows, budget), { onSuccess: onSaved });
  };
  const error = save.error;
  const field = error instanceof ApiError ? error.field : undefined;
  const sorted = [...rows].sort((a, b) => a.weekday - b.weekday);
  const errorAt = (row: StaffingRow, name: string) =>
    field === `needs.${sorted.indexOf(row)}.${name}` ? error?.message : undefined;

  return (
    <form onSubmit={submit} noValidate>
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0 }}>
        <Stack gap="lg">
          {WEEKDAYS.map((weekday) => (
            <Card key={weekday} withBorder radius="md" padding="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t(`weekdays.${weekday}`)}
                </Title>
                {rows
                  .filter((row) => row.weekday === weekday)
                  .map((row) => (
                    <Group key={row.key} gap="sm" align="flex-end" wrap="wrap">
                      <Box w={150}>
                        <TimeField
                          label={t('start')}
                          value={row.start}
                          onChange={(value) => change(row.key, { start: value })}
                          error={errorAt(row, 'start')}
                        />
                      </Box>
                      <Box w={150}>
                        <TimeField
                          label={t('end')}
                          value={row.end}
                          onChange={(value) => change(row.key, { end: value })}
                          error={errorAt(row, 'end')}
                        />
                      </Box>
                      <Select
                        label={t('jobTitle')}
                        data={titles}
                        value={row.jobTitleId}
                        onChange={(value) => change(row.key, { jobTitleId: value })}
                        error={errorAt(row, 'jobTitleId')}
                        placeholder={t('chooseJobTitle')}
                        w={180}
                      />
                      <NumberInput
                        label={t('headcount')}
                        value={row.headcount}
                        onChange={(value) => change(row.key, { headcount: String(value) })}
                        error={errorAt(row, 'headcount')}
                        min={1}
                        max={99}
                        allowDecimal={false}
                        w={100}
                      />
                      {!readOnly && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          size="lg"
                          mb={4}
                          aria-label={t('remove', { day: t(`weekdays.${weekday}`) })}
                          onClick={() => remove(row.key)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  ))}
                {!readOnly && (
                  <div>
                    <Button
                      variant="subtle"
                      leftSection={<IconPlus size={16} aria-hidden />}
                      onClick={() => add(weekday)}
                    >
                      {t('add', { day: t(`weekdays.${weekday}`) })}
                    </Button>
                  </div>
                )}
              </Stack>
            </Card>
          ))}
          {!readOnly && (
            <TextInput
              label={t('budget')}
              description={t('budgetHint')}
              inputMode="decimal"
              value={budget}
              onChange={(e) => setBudget(e.currentTarget.value)}
              error={field === 'weeklyBudgetCents' ? error?.message : undefined}
              maw={320}
            />
          )}
          {error && (
            <Alert color="red" role="alert">
              {error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE}
            </Alert>
          )}
          {!readOnly && (
            <Group>
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
