import { useTranslation } from 'react-i18next';

/**
 * The zones the form offers: where a Dutch hospitality business is likely to have a location.
 * The server accepts any IANA zone; one set elsewhere is offered under its own name.
 */
const TIME_ZONES = [
  'Europe/Amsterdam',
  'Europe/Brussels',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/London',
  'America/Kralendijk',
  'America/Curacao',
  'America/Aruba',
] as const;

type KnownZone = (typeof TIME_ZONES)[number];

function isKnown(zone: string): zone is KnownZone {
  return (TIME_ZONES as readonly string[]).includes(zone);
}

/** The zone's Dutch name, or its IANA name for a zone outside the list. */
export function useTimeZoneLabel(): (zone: string) => string {
  const { t } = useTranslation('companies');
  return (zone) => (isKnown(zone) ? t(`timeZones.${zone}`) : zone);
}

/** The options of the select, with `current` added when the company has another zone. */
export function useTimeZoneOptions(current: string): Array<{ value: string; label: string }> {
  const label = useTimeZoneLabel();
  const zones: string[] = isKnown(current) ? [...TIME_ZONES] : [...TIME_ZONES, current];
  return zones.map((zone) => ({ value: zone, label: label(zone) }));
}
