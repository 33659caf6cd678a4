import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PhoneDialog } from '../../../components/signed-in/phone-dialog';
import { AvailabilityPanel } from './availability-panel';
import { NewShiftForm } from './new-shift-form';
import { type NewShiftFormInput, useNewShiftForm } from './use-new-shift-form';

export interface NewShiftDialogProps extends NewShiftFormInput {
  opened: boolean;
  monthChoices: ReadonlyArray<{ value: string; label: string }>;
}

/**
 * Nieuwe Dienst (docs/screens.md#roster): the form and the availability side panel. Saving makes a
 * concept shift on the server, seen by every planner of the company and by no one else until
 * Rooster Bevestigen; overlaps, unavailability and the Arbeidstijdenwet warn but never block.
 * The owner mounts it afresh for every opening, so the form starts on the day then shown.
 */
export function NewShiftDialog(props: NewShiftDialogProps) {
  const { t } = useTranslation('roster');
  const { companyId, timeZone, editing } = props;
  const shift = useNewShiftForm(props);
  const { chosen } = shift;

  return (
    <PhoneDialog
      opened={props.opened}
      onClose={shift.close}
      title={editing ? t('newShift.editTitle') : t('newShift.title')}
      size={960}
      closeLabel={t('newShift.close')}
      fullScreenUpTo="48em"
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <NewShiftForm shift={shift} employees={props.employees} editing={editing !== null} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <AvailabilityPanel
            companyId={companyId}
            timeZone={timeZone}
            month={shift.month}
            monthChoices={props.monthChoices}
            onMonthChange={shift.setMonth}
            employee={
              chosen && {
                employeeId: chosen.employeeId,
                name: `${chosen.firstName} ${chosen.lastName}`,
              }
            }
          />
        </Grid.Col>
      </Grid>
    </PhoneDialog>
  );
}
