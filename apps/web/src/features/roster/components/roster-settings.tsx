import { Button, Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Categories } from '../../../lib/queries/organisation';
import type { RosterView } from '../lib/roster-search';
import classes from './roster-settings.module.css';

export type Step = -1 | 0 | 1;

export interface RosterSettingsProps {
  view: RosterView;
  onViewChange(view: RosterView): void;
  /** -1 back, 0 to this week or today, 1 forward: by a week or a day, as the view is. */
  onStep(step: Step): void;
  /** Fetches the week a step leads to before it is taken (pointer near, keyboard on it). */
  onPrepareStep(step: Step): void;
  /** Whether this week (or today) is the one shown: only then is Huidige (Vandaag) marked. */
  atCurrent: boolean;
  month: string | null;
  monthChoices: ReadonlyArray<{ value: string; label: string }>;
  onMonthChange(month: string): void;
  department: number | null;
  categories: Categories | undefined;
  onDepartmentChange(department: number | null): void;
}

const ALL = 'all';

/**
 * The settings panel (docs/screens.md#roster): Dagweergave or Weekweergave, the navigation of the view
 * (Vorige, Huidige, Volgende by week; Vorige, Vandaag, Volgende by day), the month and the
 * department filter Afdeling. One row on a laptop, stacked on a phone.
 */
export function RosterSettings(props: RosterSettingsProps) {
  const { t } = useTranslation('roster');
  const { view, onStep, onPrepareStep, categories } = props;
  const viewLabel = useId();
  const stepLabel = useId();
  const noCategories = categories !== undefined && categories.length === 0;
  const departments = [
    { value: ALL, label: t('settings.allDepartments') },
    ...(categories ?? []).map((category) => ({
      value: String(category.id),
      label: category.name,
    })),
  ];
  const department =
    props.department !== null && categories?.some((c) => c.id === props.department)
      ? String(props.department)
      : ALL;
  const step = (value: Step, label: string) => (
    <Button
      variant={value === 0 && props.atCurrent ? 'light' : 'default'}
      aria-current={value === 0 && props.atCurrent ? 'date' : undefined}
      px="sm"
      onClick={() => onStep(value)}
      onPointerEnter={() => onPrepareStep(value)}
      onFocus={() => onPrepareStep(value)}
    >
      {label}
    </Button>
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('settings.label')}>
      <div className={classes.row}>
        <Stack gap={4} className={classes.view}>
          <Text size="sm" fw={500} id={viewLabel}>
            {t('settings.view')}
          </Text>
          <SegmentedControl
            aria-labelledby={viewLabel}
            value={view}
            onChange={(value) => props.onViewChange(value === 'dag' ? 'dag' : 'week')}
            data={[
              { value: 'dag', label: t('settings.day') },
              { value: 'week', label: t('settings.week') },
            ]}
            fullWidth
          />
        </Stack>
        <Stack gap={4} className={classes.steps}>
          <Text size="sm" fw={500} id={stepLabel}>
            {view === 'week' ? t('settings.weekNavigation') : t('settings.dayNavigation')}
          </Text>
          {/* One row of equal buttons; at twice the text size they take two rows. */}
          <Group gap="xs" grow preventGrowOverflow={false} role="group" aria-labelledby={stepLabel}>
            {step(-1, t('settings.previous'))}
            {step(0, view === 'week' ? t('settings.current') : t('settings.today'))}
            {step(1, t('settings.next'))}
          </Group>
        </Stack>
        <Select
          className={classes.select}
          label={t('settings.month')}
          placeholder={t('settings.monthPlaceholder')}
          data={props.monthChoices}
          value={props.month}
          onChange={(value) => value !== null && props.onMonthChange(value)}
          allowDeselect={false}
          maxDropdownHeight={280}
        />
        <Select
          className={classes.select}
          label={t('settings.department')}
          data={departments}
          value={department}
          onChange={(value) =>
            props.onDepartmentChange(value === null || value === ALL ? null : Number(value))
          }
          allowDeselect={false}
          disabled={noCategories}
          description={noCategories ? t('settings.noCategories') : undefined}
        />
      </div>
    </Paper>
  );
}
