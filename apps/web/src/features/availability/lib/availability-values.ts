import type { AvailabilityBody } from '@klokwerk/contract/availability';
import type { LocalDate } from '@klokwerk/domain/local-date';
import { wallClock } from './calendar';

/** The inputs of the form (docs/screens.md#availability); `available` as the segmented control's value. */
export interface AvailabilityValues {
  startTime: string;
  endTime: string;
  available: 'true' | 'false';
}

/** docs/screens.md#availability: 08:00 to 17:00, available. */
export const DEFAULT_VALUES: AvailabilityValues = {
  startTime: '08:00',
  endTime: '17:00',
  available: 'true',
};

export interface Owner {
  employeeId: number | null;
  companyId: number | null;
}

/** The POST body for one date: ids as text and wall-clock times, as docs/calculations.md#time-and-time-zones says. */
export function bodyFor(
  values: AvailabilityValues,
  date: LocalDate,
  owner: Owner,
): AvailabilityBody {
  return {
    employeeId: owner.employeeId === null ? '' : String(owner.employeeId),
    companyId: owner.companyId === null ? '' : String(owner.companyId),
    startTime: wallClock(date, values.startTime),
    endTime: wallClock(date, values.endTime),
    available: values.available === 'true',
  };
}
