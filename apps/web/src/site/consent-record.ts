/**
 * The visitor's cookie choice (docs/screens.md#public-site), kept in local storage so that it survives
 * signing in and out (docs/security.md#tokens). Framework-free and without imports, so the React app can read
 * the same record when it needs to.
 */
export const CONSENT_KEY = 'klokwerk.cookieConsent';

export interface ConsentChoices {
  analytical: boolean;
  marketing: boolean;
}

export interface ConsentRecord extends ConsentChoices {
  /** Essential cookies cannot be refused: always true. */
  essential: true;
  /** When the visitor chose (ISO 8601), so a changed policy can ask again. */
  decidedAt: string | null;
}

/** Nothing is allowed beyond the essential until the visitor says so. */
export const NO_CONSENT: ConsentChoices = { analytical: false, marketing: false };

/**
 * The stored choice, or null while the visitor has not chosen. Only an explicit `true` allows
 * a category; storage that cannot be read (blocked, private mode) counts as no choice.
 */
export function readConsent(storage: Storage = localStorage): ConsentRecord | null {
  let parsed: unknown;
  try {
    const text = storage.getItem(CONSENT_KEY);
    if (text === null) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  return {
    essential: true,
    analytical: record.analytical === true,
    marketing: record.marketing === true,
    decidedAt: typeof record.decidedAt === 'string' ? record.decidedAt : null,
  };
}

/** Stores the choice; when storage refuses, it still holds for this page. */
export function saveConsent(
  choices: ConsentChoices,
  now: Date = new Date(),
  storage: Storage = localStorage,
): ConsentRecord {
  const record: ConsentRecord = {
    essential: true,
    analytical: choices.analytical,
    marketing: choices.marketing,
    decidedAt: now.toISOString(),
  };
  try {
    storage.setItem(CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Blocked storage: the banner simply asks again on the next visit.
  }
  return record;
}
