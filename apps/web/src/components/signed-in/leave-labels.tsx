import type { LeaveStatus, LeaveType } from '@klokwerk/contract/leave';
import { shortWeekdayName } from '@klokwerk/domain/dutch-calendar';
import { formatDuration } from '@klokwerk/domain/format';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4, IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Green approved, yellow pending, red rejected, grey withdrawn, as the corrections' badges, in
 * shades that carry their text at WCAG AA; the icon says it without colour.
 */
const LOOK = {
  APPROVED: { color: '#267335', Icon: IconCircleCheck },
  PENDING: { color: 'yellow.4', Icon: IconClockHour4 },
  REJECTED: { color: 'red.9', Icon: IconCircleX },
  CANCELLED: { color: 'gray.7', Icon: IconCircleX },
} as const;

/** A leave request's status as a badge (its texts are the `leave` namespace's). */
export function LeaveStatusBadge({
  status,
  ...rest
}: { status: LeaveStatus } & Omit<BadgeProps, 'color' | 'children'>) {
  const { t } = useTranslation('leave');
  const look = LOOK[status] ?? { color: 'gray.7', Icon: IconHelpCircle };
  return (
    <Badge
      color={look.color}
      variant="filled"
      tt="none"
      leftSection={<look.Icon size={14} aria-hidden />}
      {...rest}
    >
      {status in LOOK ? t(`status.${status}`) : t('status.other')}
    </Badge>
  );
}

/** The days of a request as the lists show them. */
export interface LeaveDaysFields {
  type: LeaveType;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  minutes: number;
}

/** 'ma 07-12-2026' of a 'yyyy-mm-dd' day. */
function dayText(iso: string): string {
  const [year = 0, month = 0, day = 0] = iso.split('-').map(Number);
  const [y, m, d] = iso.split('-');
  return `${shortWeekdayName({ year, month, day })} ${d}-${m}-${y}`;
}

/**
 * The texts of a request: its kind ('Vakantie'), its days ('ma 07-12-2026 t/m zo 13-12-2026',
 * 'wo 09-12-2026, 09:00–13:00') and what it is worth ('32 uur verlof').
 */
export function useLeaveText() {
  const { t } = useTranslation('leave');
  return {
    type: (leave: Pick<LeaveDaysFields, 'type'>) => t(`types.${leave.type}`),
    days: (leave: LeaveDaysFields) => {
      if (leave.startTime !== null && leave.endTime !== null) {
        return t('days.part', {
          day: dayText(leave.startDate),
          start: leave.startTime,
          end: leave.endTime,
        });
      }
      return leave.startDate === leave.endDate
        ? dayText(leave.startDate)
        : t('days.range', { from: dayText(leave.startDate), to: dayText(leave.endDate) });
    },
    worth: (leave: LeaveDaysFields) => t('worth', { duration: formatDuration(leave.minutes * 60) }),
  };
}
