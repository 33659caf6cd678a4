import {
  IconBeach,
  IconCalendarCheck,
  IconCalendarEvent,
  IconCalendarUser,
  IconClock,
  IconClockEdit,
  IconClockHour4,
  IconLayoutGrid,
  IconLogout,
  IconReportAnalytics,
  IconSettings,
  IconUsers,
} from '@tabler/icons-react';

const ICONS = {
  clock: IconClock,
  schedule: IconCalendarEvent,
  employees: IconUsers,
  reports: IconReportAnalytics,
  corrections: IconClockEdit,
  availability: IconCalendarCheck,
  settings: IconSettings,
  'my-roster': IconCalendarUser,
  'my-hours': IconClockHour4,
  leave: IconBeach,
  logout: IconLogout,
} as const;

/** The icon of a dashboard tile by its key; a tile added in the domain later gets a neutral one. */
export function TileIcon({ tileKey }: { tileKey: string }) {
  const Icon = ICONS[tileKey as keyof typeof ICONS] ?? IconLayoutGrid;
  return <Icon size={28} stroke={1.6} aria-hidden />;
}
