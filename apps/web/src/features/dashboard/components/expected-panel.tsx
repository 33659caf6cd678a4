import { formatTime } from '@klokwerk/domain/format';
import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceProps } from './attendance-panels';
import { fullName, TodayPanel, TodayRows } from './today-panel';

/**
 * Who is planned today and not in yet. Sickness and leave explain an absence, so they are
 * marked instead of Te laat.
 */
export function ExpectedPanel({ data, zone }: AttendanceProps) {
  const { t } = useTranslation();
  const onLeave = new Set(data.onLeave.map((p) => p.employeeId));
  const sick = new Set(data.sick.map((p) => p.employeeId));
  return (
    <TodayPanel
      title={t('today.expected')}
      count={data.expected.length}
      link={{ to: '/Schedulepro', label: t('today.toRoster') }}
    >
      <TodayRows
        empty={t('today.expectedEmpty')}
        items={data.expected.map((p) => ({
          key: p.scheduleId,
          name: fullName(p),
          detail: (
            <>
              <Text size="sm">
                {t('today.shift', {
                  start: formatTime(new Date(p.startTime), zone),
                  end: formatTime(new Date(p.endTime), zone),
                })}
              </Text>
              {sick.has(p.employeeId) ? (
                <Badge color="grape.9" tt="none">
                  {t('today.sickBadge')}
                </Badge>
              ) : onLeave.has(p.employeeId) ? (
                <Badge color="blue.9" tt="none">
                  {t('today.onLeaveBadge')}
                </Badge>
              ) : (
                p.late && (
                  <Badge color="red.9" tt="none">
                    {t('today.late')}
                  </Badge>
                )
              )}
            </>
          ),
        }))}
      />
    </TodayPanel>
  );
}
