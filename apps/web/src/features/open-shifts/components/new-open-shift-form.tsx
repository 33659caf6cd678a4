import { addDays, fromIsoDate, toIsoDate } from '@klokwerk/domain/local-date';
import { Button, NumberInput, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/signed-in/date-field';
import { hhmm, TimeField } from '../../../components/signed-in/time-field';
import type { ShowBanner } from '../../../components/signed-in/use-banner';
import { useCreateOpenShift } from '../../../lib/queries/open-shifts';
import { useJobTitles } from '../../../lib/queries/organisation';
import { withServerReason } from '../../../lib/server-reason';

/**
 * Nieuwe open dienst: a job title, a day, the times on the company's clock and how many people.
 * An end at or before the start ends the next day (a night shift). The server checks the rest
 * and names the field it refuses.
 */
export function NewOpenShiftForm({
  companyId,
  today,
  show,
}: {
  companyId: number;
  today: string;
  show: ShowBanner;
}) {
  const { t } = useTranslation('open-shifts');
  const headingId = useId();
  const jobTitles = useJobTitles(companyId);
  const create = useCreateOpenShift();
  const [jobTitleId, setJobTitleId] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [places, setPlaces] = useState<number | string>(1);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = hhmm(start);
    const to = hhmm(end);
    const endDate =
      from !== '' && to !== '' && to <= from ? toIsoDate(addDays(fromIsoDate(date), 1)) : date;
    create.mutate(
      {
        companyId,
        jobTitleId: jobTitleId ?? '',
        startTime: from === '' ? '' : `${date}T${from}:00`,
        endTime: to === '' ? '' : `${endDate}T${to}:00`,
        places: typeof places === 'number' ? places : Number(places),
      },
      {
        onSuccess: () => show('success', t('form.created')),
        onError: (error) => show('error', withServerReason(t('form.failed'), error), true),
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate aria-busy={create.isPending}>
        <Stack gap="sm">
          <Title order={2} size="h3" id={headingId}>
            {t('form.title')}
          </Title>
          <Select
            label={t('form.jobTitle')}
            placeholder={t('form.jobTitlePlaceholder')}
            data={(jobTitles.data ?? []).map((j) => ({ value: String(j.id), label: j.name }))}
            value={jobTitleId}
            onChange={setJobTitleId}
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DateField label={t('form.date')} withAsterisk value={date} onChange={setDate} />
            <NumberInput
              label={t('form.places')}
              min={1}
              max={50}
              allowDecimal={false}
              withAsterisk
              value={places}
              onChange={setPlaces}
            />
            <TimeField label={t('form.start')} value={start} onChange={setStart} />
            <TimeField label={t('form.end')} value={end} onChange={setEnd} />
          </SimpleGrid>
          <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
