import { formatDate, formatTime } from '@klokwerk/domain/format';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Today } from '../api/get-today';
import { fullName, TodayPanel, TodayRows } from './today-panel';

const TO_REGISTRATIONS = '/EmployeeHoursTable';

export interface AttendanceProps {
  data: Today;
  /** The company's zone: the clock the times are read on. */
  zone: string;
}

/** Who clocked in and has not clocked out yet today. */
export function PresentPanel({ data, zone }: AttendanceProps) {
  const { t } = useTranslation();
  return (
    <TodayPanel
      title={t('today.present')}
      count={data.present.length}
      link={{ to: TO_REGISTRATIONS, label: t('today.toRegistrations') }}
    >
      <TodayRows
        empty={t('today.presentEmpty')}
        items={data.present.map((p) => ({
          key: p.recordId,
          name: fullName(p),
          detail: (
            <Text size="sm">
              {t('today.since', { time: formatTime(new Date(p.clockInTime), zone) })}
            </Text>
          ),
        }))}
      />
    </TodayPanel>
  );
}

/** Who worked today and has left. */
export function LeftPanel({ data, zone }: AttendanceProps) {
  const { t } = useTranslation();
  return (
    <TodayPanel title={t('today.left')} count={data.left.length}>
      <TodayRows
        empty={t('today.leftEmpty')}
        items={data.left.map((p) => ({
          key: p.recordId,
          name: fullName(p),
          detail: (
            <Text size="sm">
              {t('today.worked', {
                start: formatTime(new Date(p.clockInTime), zone),
                end: formatTime(new Date(p.clockOutTime), zone),
              })}
            </Text>
          ),
        }))}
      />
    </TodayPanel>
  );
}

/** Registrations of earlier days still without a clock-out: the date says since when. */
export function OpenPanel({ data, zone }: AttendanceProps) {
  const { t } = useTranslation();
  return (
    <TodayPanel
      title={t('today.open')}
      count={data.open.length}
      link={{ to: TO_REGISTRATIONS, label: t('today.toRegistrations') }}
    >
      <TodayRows
        empty={t('today.openEmpty')}
        items={data.open.map((p) => {
          const clockIn = new Date(p.clockInTime);
          return {
            key: p.recordId,
            name: fullName(p),
            detail: (
              <Text size="sm">
                {t('today.clockedInAt', {
                  date: formatDate(clockIn, zone),
                  time: formatTime(clockIn, zone),
                })}
              </Text>
            ),
          };
        })}
      />
    </TodayPanel>
  );
}
