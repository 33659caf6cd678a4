import { DEFAULT_TIME_ZONE } from '@klokwerk/contract/companies';

/**
 * The device's own zone: the phone, tablet or till stands in the restaurant, so its clock is
 * the company's while the company's zone is not known yet (or, for the greeting, at all).
 */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}
