import type { MyShiftItem } from '@klokwerk/contract/my-roster';
import { weekdayAndDay } from '@klokwerk/domain/dutch-calendar';
import { formatTime } from '@klokwerk/domain/format';
import { addDays, compareDates, type LocalDate, localDateOf } from '@klokwerk/domain/local-date';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 'Donderdag 26 november': a capital at the start only, as Dutch writes a month. */
export function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface ShiftCardProps {
  shift: MyShiftItem;
  timeZone: string;
  today: LocalDate;
  now: Date;
}

/** One of my shifts as a phone shows it: the day, the times, where, and who else works then. */
export function ShiftCard({ shift, timeZone, today, now }: ShiftCardProps) {
  const { t } = useTranslation('mine');
  const start = new Date(shift.startTime);
  const end = new Date(shift.endTime);
  const day = localDateOf(start, timeZone);
  const when =
    start <= now
      ? t('roster.now')
      : compareDates(day, today) === 0
        ? t('roster.today')
        : compareDates(day, addDays(today, 1)) === 0
          ? t('roster.tomorrow')
          : null;
  const names = shift.colleagues.map((colleague) => colleague.firstName);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700}>{capitalised(weekdayAndDay(day))}</Text>
          {when && (
            <Badge variant="light" tt="none">
              {when}
            </Badge>
          )}
        </Group>
        <Text size="lg" fw={600}>
          {formatTime(start, timeZone)} – {formatTime(end, timeZone)}
        </Text>
        <Text size="sm" c="dimmed">
          {shift.companyName}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconUsers size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">
            {names.length > 0
              ? t('roster.colleagues', { names: names.join(', ') })
              : t('roster.alone')}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
