import {
  AUDIT_ID_KEYS,
  type AuditActor,
  type AuditEntry,
  type AuditNamedKind,
  auditNameKey,
} from '@klokwerk/contract/audit';
import { monthName } from '@klokwerk/domain/dutch-calendar';
import { HOLIDAY_NAMES, type HolidayKey } from '@klokwerk/domain/dutch-holidays';
import {
  formatDate,
  formatDuration,
  formatEuro,
  formatHours,
  formatNumber,
  formatTime,
} from '@klokwerk/domain/format';
import type { TFunction } from 'i18next';
import { roleLabel } from '../role-options';

type T = TFunction<'audit'>;

/** What the specification sends as a rejection reason when the manager gave none. */
const NO_REASON = 'Reason not provided';

/** The keys of the Dutch texts: 'time.record.approval' → 'time_record_approval' (no dots). */
const textKey = (name: string) => name.replace(/[.-]/g, '_');

/** What an entry's values are read with: the company's clock, the texts, the names of its ids. */
interface Reading {
  timeZone: string;
  t: T;
  names: Readonly<Record<string, string>>;
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * What happened, in plain Dutch. An approval says which way it went; an action the web app does
 * not know yet (written by a newer server) gets a general text rather than its code.
 */
export function actionText(entry: AuditEntry, t: T): string {
  const after = recordOf(entry.details?.after);
  const status = after?.approvalStatus;
  if (entry.action === 'time.record.approval' && typeof status === 'string') {
    return t(`actions.approval.${status}`, { defaultValue: t('actions.time_record_approval') });
  }
  return t(`actions.${textKey(entry.action)}`, { defaultValue: t('actions.unknown') });
}

/** The kind of object in Dutch ('Registratie'). */
export function entityText(entity: string, t: T): string {
  return t(`entities.${entity}`, { defaultValue: t('entities.unknown') });
}

/** The name the answer gives an id of `kind`, or a text saying it is gone. */
function nameOf(kind: AuditNamedKind, id: number, reading: Reading): string {
  return reading.names[auditNameKey(kind, id)] ?? reading.t('values.gone', { id });
}

/** The first value of `key` among the details, `before` and `after`. */
function detail(details: Record<string, unknown>, key: string): unknown {
  return details[key] ?? recordOf(details.after)?.[key] ?? recordOf(details.before)?.[key];
}

/**
 * Which object: its kind and what names it best — whose registration, correction, shift,
 * leave or sickness and when (the server's `subject`), the employee or the company, the month of
 * a closing or a saved wage-cost total with its company, the account's user name, the job title
 * and start of an open shift, the employee the details name; otherwise its number.
 */
export function objectText(
  entry: AuditEntry,
  t: T,
  companyName: (companyId: number) => string | null,
): string {
  const kind = entityText(entry.entity, t);
  if (entry.subject) return `${kind} ${entry.subject}`;
  const details = entry.details ?? {};
  const names = entry.names ?? {};
  const { year, month, userName, companyId } = details;
  if (typeof year === 'number' && typeof month === 'number') {
    const company =
      typeof companyId === 'number' ? names[auditNameKey('company', companyId)] : null;
    return `${kind} ${monthName(year, month)}${company ? `, ${company}` : ''}`;
  }
  if (typeof userName === 'string') return `${kind} ${userName}`;
  const ofCompany = ['payroll_settings', 'pay_settings', 'company'].includes(entry.entity);
  if (ofCompany && entry.entityId !== null) {
    return `${kind} ${companyName(entry.entityId) ?? `#${entry.entityId}`}`;
  }
  const jobTitleId = detail(details, 'jobTitleId');
  if (typeof jobTitleId === 'number' && names[auditNameKey('job_title', jobTitleId)]) {
    return `${kind} ${names[auditNameKey('job_title', jobTitleId)]}`;
  }
  // A claim's employee is the claimant, not whose open shift it is.
  const employeeId = entry.entity === 'open_shift' ? null : details.employeeId;
  if (typeof employeeId === 'number' && names[auditNameKey('employee', employeeId)]) {
    return `${kind} ${names[auditNameKey('employee', employeeId)]}`;
  }
  return entry.entityId === null ? kind : `${kind} #${entry.entityId}`;
}

/** Who did it: the person's name, the account's, a deleted account, or the system. */
export function actorText(actor: AuditActor | null, t: T): string {
  if (actor === null) return t('actor.system');
  return actor.fullName ?? actor.userName ?? t('actor.deleted');
}

/** Fields whose values are codes with a Dutch text ('Approved', 'registration-link'). */
const ENUM_KEYS = new Set([
  'approvalStatus',
  'status',
  'via',
  'kind',
  'type',
  'liberationDay',
  'extraLeaveUnit',
  'sickHoursBasis',
]);

/** Fields in whole minutes, shown as a duration: contract hours, leave, a correction. */
const MINUTE_KEYS = /minutes/i;

const WEEKDAY_KEYS = new Set(['workingWeekdays', 'weekdays']);
const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];

/** Lists of ids nobody reads (availability replaced, claims declined): shown as their number. */
const COUNTED_KEYS = new Set(['replaced', 'declinedClaims']);

/**
 * Numbers of rows that no screen shows (a claim, an offer, a contract period, a leave
 * correction): the entry's other values say what changed, so these stay out of its lines.
 */
const ROW_NUMBER_KEYS = new Set(['claimId', 'offerId', 'contractId', 'correctionId']);

/** A calendar date without a time (a contract's first day): shown dd-mm-jjjj. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isHoliday = (value: string): value is HolidayKey => Object.hasOwn(HOLIDAY_NAMES, value);

function numberText(key: string, value: number, reading: Reading): string {
  const kind = AUDIT_ID_KEYS[key];
  if (kind) return nameOf(kind, value, reading);
  if (key.endsWith('Cents')) return formatEuro(value);
  if (key.endsWith('Seconds')) return formatHours(value / 3600);
  if (key === 'salary') return formatEuro(Math.round(value * 100));
  if (key === 'hoursRating') return formatNumber(value);
  if (key === 'percent') return `${formatNumber(value)} %`;
  if (key === 'extraLeaveDaysPerYear') return formatNumber(value);
  if (MINUTE_KEYS.test(key))
    return `${value < 0 ? '−' : ''}${formatDuration(Math.abs(value) * 60)}`;
  if (WEEKDAY_KEYS.has(key)) return WEEKDAYS[value - 1] ?? String(value);
  return String(value);
}

function stringText(key: string, value: string, reading: Reading): string {
  const { t, timeZone } = reading;
  // The rejection reason the specification sends when none is given, as the hours table says.
  if (key === 'rejectionReason' && value === NO_REASON) return t('values.noReason');
  if (key === 'roles') return roleLabel(value);
  if (key === 'paidHolidays' && isHoliday(value)) return HOLIDAY_NAMES[value];
  if (CALENDAR_DATE.test(value)) return value.split('-').reverse().join('-');
  if (INSTANT.test(value)) {
    const moment = new Date(value);
    return `${formatDate(moment, timeZone)} ${formatTime(moment, timeZone)}`;
  }
  return ENUM_KEYS.has(key) ? t(`values.${textKey(value)}`, { defaultValue: value }) : value;
}

/** A pot of an opening leave balance: '40 uur wettelijk verlof uit 2025'. */
function potText(pot: Record<string, unknown>, reading: Reading): string {
  return reading.t('values.pot', {
    minutes: valueText('minutes', pot.minutes, reading),
    kind: valueText('kind', pot.kind, reading),
    year: valueText('accrualYear', pot.accrualYear, reading),
  });
}

/** A surcharge band: 'Nacht: Tijd van de dag 22:00–06:00, 25 %, urencode N25'. */
function bandText(band: Record<string, unknown>, reading: Reading): string {
  const times =
    typeof band.fromTime === 'string' && typeof band.toTime === 'string'
      ? ` ${band.fromTime}–${band.toTime}`
      : '';
  const days =
    Array.isArray(band.weekdays) && band.weekdays.length > 0
      ? ` (${valueText('weekdays', band.weekdays, reading)})`
      : '';
  return reading.t('values.band', {
    name: valueText('name', band.name, reading),
    kind: `${valueText('bandKind', band.kind, reading)}${times}${days}`,
    percent: valueText('percent', band.percent, reading),
    code: valueText('hoursCode', band.hoursCode, reading),
  });
}

/** Any other object as labelled values ('Naam: …, Soort: …'), never as JSON. */
function objectValueText(value: Record<string, unknown>, reading: Reading): string {
  return Object.entries(value)
    .map(([key, v]) => `${label(key, reading.t)}: ${valueText(key, v, reading)}`)
    .join(', ');
}

/** One value as a person reads it: Dutch dates on the company's clock, euros, hours, Ja/Nee, names. */
function valueText(key: string, value: unknown, reading: Reading): string {
  const { t } = reading;
  if (value === null || value === undefined || value === '') return t('values.none');
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number') return numberText(key, value, reading);
  if (typeof value === 'string') {
    if (key === 'bandKind') return t(`values.bandKinds.${value}`, { defaultValue: value });
    return stringText(key, value, reading);
  }
  if (Array.isArray(value)) {
    if (COUNTED_KEYS.has(key)) return String(value.length);
    if (value.length === 0) return t('values.none');
    const text = (v: unknown) => {
      const record = recordOf(v);
      if (record && key === 'pots') return potText(record, reading);
      if (record && key === 'surchargeBands') return bandText(record, reading);
      return record ? objectValueText(record, reading) : valueText(key, v, reading);
    };
    return value.map(text).join(value.some((v) => recordOf(v)) ? '; ' : ', ');
  }
  const record = recordOf(value);
  return record ? objectValueText(record, reading) : t('values.none');
}

/** A field's Dutch label; a field this app does not know (a newer server's) a general one. */
function label(key: string, t: T): string {
  return t(`fields.${key}`, { defaultValue: t('fields.unknown') });
}

/** Keys the object column already shows. */
const IN_OBJECT = new Set(['companyId', 'year', 'month', 'userName']);

/** Changes whose before and after are one value rather than fields: which field that is. */
const VALUE_OF_ACTION: Readonly<Record<string, string>> = {
  'role.change': 'roles',
  'user.email_change': 'email',
};

/**
 * The values before and after, one line per changed field ("Status: van In afwachting naar
 * Goedgekeurd"); what was made or removed as its values ("Begin: 23-11-2026 17:00", empty ones
 * left out); then the entry's other facts ("Reden: …"). Unchanged fields are left out. Every
 * line has a Dutch label, ids are names, and no value shows as code or JSON.
 */
export function changeLines(entry: AuditEntry, timeZone: string, t: T): string[] {
  const details = entry.details;
  if (!details) return [];
  const reading: Reading = { timeZone, t, names: entry.names ?? {} };
  const value = (key: string, v: unknown) => valueText(key, v, reading);
  const line = (key: string, text: string) => `${label(key, t)}: ${text}`;
  const lines: string[] = [];
  const shown = (key: string) => !ROW_NUMBER_KEYS.has(key);
  const before = details.before ?? null;
  const after = details.after ?? null;
  const beforeRecord = recordOf(before);
  const afterRecord = recordOf(after);
  if (beforeRecord && afterRecord) {
    const keys = [...new Set([...Object.keys(beforeRecord), ...Object.keys(afterRecord)])];
    for (const key of keys.filter(shown)) {
      const was = beforeRecord[key] ?? null;
      const is = afterRecord[key] ?? null;
      if (JSON.stringify(was) === JSON.stringify(is)) continue;
      lines.push(line(key, t('change', { before: value(key, was), after: value(key, is) })));
    }
  } else if ((beforeRecord && after === null) || (afterRecord && before === null)) {
    for (const [key, v] of Object.entries(beforeRecord ?? afterRecord ?? {})) {
      if (shown(key) && v !== null) lines.push(line(key, value(key, v)));
    }
  } else if (before !== null || after !== null) {
    const key = VALUE_OF_ACTION[entry.action] ?? 'value';
    lines.push(line(key, t('change', { before: value(key, before), after: value(key, after) })));
  }
  for (const [key, v] of Object.entries(details)) {
    if (key === 'before' || key === 'after' || IN_OBJECT.has(key) || !shown(key)) continue;
    lines.push(line(key, value(key, v)));
  }
  return lines;
}
