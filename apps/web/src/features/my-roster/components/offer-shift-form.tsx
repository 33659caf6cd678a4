import type { MyShiftItem } from '@klokwerk/contract/my-roster';
import { Button, NativeSelect, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MyOffers } from '../../../lib/queries/open-shifts';
import { shiftText } from '../../../lib/shift-text';
import { EVERYONE, type OfferForm } from './use-my-shift-offers';

export interface OfferShiftFormProps {
  form: OfferForm;
  /** My shifts that have not started yet. */
  offerable: readonly MyShiftItem[];
  colleagues: MyOffers['colleagues'];
  timeZone: string;
}

/** Aanbieden: one of my next shifts, to a colleague or to everyone with my job title. */
export function OfferShiftForm({ form, offerable, colleagues, timeZone }: OfferShiftFormProps) {
  const { t } = useTranslation('open-shifts');
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={form.submit} noValidate aria-busy={form.busy}>
        <Stack gap="sm">
          <Text fw={700}>{t('mine.offer')}</Text>
          {offerable.length === 0 ? (
            <Text size="sm">{t('mine.noShiftsToOffer')}</Text>
          ) : (
            <>
              <Select
                label={t('mine.offerShift')}
                placeholder={t('mine.offerShiftPlaceholder')}
                data={offerable.map((s) => ({
                  value: String(s.scheduleId),
                  label: shiftText(s, timeZone),
                }))}
                value={form.scheduleId}
                onChange={form.setScheduleId}
                withAsterisk
              />
              {/* The phone's own picker: a colleague's name among many, one tap. */}
              <NativeSelect
                label={t('mine.offerTo')}
                data={[
                  { value: EVERYONE, label: t('mine.everyone') },
                  ...colleagues.map((c) => ({
                    value: String(c.employeeId),
                    label: `${c.firstName} ${c.lastName}`,
                  })),
                ]}
                value={form.to}
                onChange={(event) => form.setTo(event.currentTarget.value)}
              />
              <Button type="submit" loading={form.busy} style={{ alignSelf: 'flex-start' }}>
                {t('mine.offerSubmit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
