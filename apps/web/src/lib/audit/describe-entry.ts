import type { AuditActor, AuditEntry } from '@klokwerk/contract/audit';
import { monthName } from '@klokwerk/domain/dutch-calendar';
import {
  formatDate,
  formatDuration,
  formatEuro,
  formatHours,
  formatNumber,
  formatTime,
} from '@klokwerk/domain/format';
import type { TFunction } from 'i18next';

type T = TFunction<'audit'>;

/** What the specification sends as a rejection reason when the manager gave none. */
const NO_REASON = 'Reason not provided';

/** The keys of the Dutch texts: 'time.record.approval' → 'time_record_approval' (no dots). */
const textKey = (name: string) => name.replace(/[.-]/g, '_');

/**
 * What happened, in plain Dutch. An approval says which way it went; an action the web app does
 * not know yet is shown as the server names it rather than hidden.
 */
export function actionText(entry: AuditEntry, t: T): string {
  const after = recordOf(entry.details?.after);
  const status = after?.approvalStatus;
  if (entry.action === 'time.record.approval' && typeof status === 'string') {
    return t(`actions.approval.${status}`, { defaultValue: t('actions.time_record_approval') });
  }
  return t(`actions.${textKey(entry.action)}`, { defaultValue: entry.action });
}

/** The kind of object in Dutch ('Registratie'). */
export function entityText(entity: string, t: T): string {
  return t(`entities.${entity}`, { defaultValue: entity });
}

/**
 * Which object: its kind and what names it best — whose registration or correction and when,
 * the month of a closing or a saved wage-cost total, the account's user name, the company of
 * payroll settings, otherwise its number.
 */
export function objectText(
  entry: AuditEntry,
  t: T,
  companyName: (companyId: number) => string | null,
): string {
  const kind = entityText(entry.entity, t);
  if (entry.subject) return `${kind} ${entry.subject}`;
  const details = entry.details ?? {};
  const { year, month, userName } = details;
  if (typeof year === 'number' && typeof month === 'number') {
    return `${kind} ${monthName(year, month)}`;
  }
  if (typeof userName === 'string') return `${kind} ${userName}`;
  const ofCompany = entry.entity === 'payroll_settings' || entry.entity === 'pay_settings';
  if (ofCompany && entry.entityId !== null) {
    return `${kind} ${companyName(entry.entityId) ?? `#${entry.entityId}`}`;
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
  'liberationDay',
  'extraLeaveUnit',
  'sickHoursBasis',
]);

/** Fields in whole minutes, shown as a duration: contract hours, leave, a correction. */
const MINUTE_KEYS = /minutes/i;

const WEEKDAY_KEYS = new Set(['workingWeekdays', 'weekdays']);
const WEEKDAYS = ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo'];

/** A calendar date without a time (a contract's first day): shown dd-mm-jjjj. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** One value as a person reads it: Dutch dates on the company's clock, euros, hours, ja/nee. */
export function valueText(key: string, value: unknown, timeZone: string, t: T): string {
  if (value === null || value === undefined || value === '') return t('values.none');
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number') {
    if (key.endsWith('Cents')) return formatEuro(value);
    if (key.endsWith('Seconds')) return formatHours(value / 3600);
    if (key === 'salary') return formatEuro(Math.round(value * 100));
    if (key === 'hoursRating') return formatNumber(value);
    if (MINUTE_KEYS.test(key))
      return `${value < 0 ? '−' : ''}${formatDuration(Math.abs(value) * 60)}`;
    if (WEEKDAY_KEYS.has(key)) return WEEKDAYS[value - 1] ?? String(value);
    return String(value);
  }
  if (typeof value === 'string') {
    // The rejection reason the specification sends when none is given, as the hours table says.
    if (key === 'rejectionReason' && value === NO_REASON) return t('values.noReason');
    if (CALENDAR_DATE.test(value)) return value.split('-').reverse().join('-');
    if (INSTANT.test(value)) {
      const moment = new Date(value);
      return `${formatDate(moment, timeZone)} ${formatTime(moment, timeZone)}`;
    }
    return ENUM_KEYS.has(key) ? t(`values.${textKey(value)}`, { defaultValue: value }) : value;
  }
  if (Array.isArray(value)) return value.map((v) => valueText(key, v, timeZone, t)).join(', ');
  return JSON.stringify(value);
}

function label(key: string, t: T): string {
  return t(`fields.${key}`, { defaultValue: key });
}

/** Keys the object column already shows. */
const IN_OBJECT = new Set(['companyId', 'year', 'month', 'userName']);

/**
 * The values before and after, one line per changed field ("Status: In afwachting →
 * Goedgekeurd"), then the entry's other facts ("Reden: …"). Unchanged fields are left out.
 */
export function changeLines(entry: AuditEntry, timeZone: string, t: T): string[] {
  const details = entry.details;
  if (!details) return [];
  const lines: string[] = [];
  const value = (key: string, v: unknown) => valueText(key, v, timeZone, t);
  if ('before' in details || 'after' in details) {
    const before = recordOf(details.before);
    const after = recordOf(details.after);
    if ((before || details.before == null) && (after || details.after == null)) {
      const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
      for (const key of keys) {
        const was = before?.[key] ?? null;
        const is = after?.[key] ?? null;
        if (JSON.stringify(was) === JSON.stringify(is)) continue;
        lines.push(`${label(key, t)}: ${value(key, was)} → ${value(key, is)}`);
      }
    } else {
      lines.push(`${value('', details.before)} → ${value('', details.after)}`);
    }
  }
  for (const [key, v] of Object.entries(details)) {
    if (key === 'before' || key === 'after' || IN_OBJECT.has(key)) continue;
    lines.push(`${label(key, t)}: ${value(key, v)}`);
  }
  return lines;
}
