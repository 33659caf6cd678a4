import { LEAVE_TYPE_LABELS } from '@klokwerk/contract/leave';
import { formatDate } from '@klokwerk/domain/format';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceProps } from './attendance-panels';
import { fullName, TodayPanel, TodayRows } from './today-panel';

/** 'yyyy-mm-dd' as the Dutch write a date: 'dd-mm-yyyy'. */
const dayOf = (iso: string) => iso.split('-').reverse().join('-');

export interface AbsentPanelProps extends AttendanceProps {
  /** Only who may read leave and sickness is led to Verlof en ziekte. */
  mayViewLeave: boolean;
}

/** Who is sick or on leave today: the sick first, then leave, a part of the day with its times. */
export function AbsentPanel({ data, zone, mayViewLeave }: AbsentPanelProps) {
  const { t } = useTranslation();
  return (
    <TodayPanel
      title={t('today.absent')}
      count={data.onLeave.length + data.sick.length}
      link={mayViewLeave ? { to: '/verlof', label: t('today.toLeave') } : undefined}
    >
      <TodayRows
        empty={t('today.absentEmpty')}
        items={[
          ...data.sick.map((p) => ({
            // Negative, so a sick report's id never meets a leave request's in the list's keys.
            key: -p.sickReportId,
            name: fullName(p),
            detail: (
              <Text size="sm">
                {t('today.sickSince', { date: formatDate(new Date(p.sickFrom), zone) })}
              </Text>
            ),
          })),
          ...data.onLeave.map((p) => ({
            key: p.leaveId,
            name: fullName(p),
            detail: (
              <Text size="sm">
                {p.startTime !== null && p.endTime !== null
                  ? t('today.onLeavePart', {
                      type: LEAVE_TYPE_LABELS[p.type],
                      start: p.startTime,
                      end: p.endTime,
                    })
                  : t('today.onLeave', {
                      type: LEAVE_TYPE_LABELS[p.type],
                      date: dayOf(p.endDate),
                    })}
              </Text>
            ),
          })),
        ]}
      />
    </TodayPanel>
  );
}
