import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import nl from '../../../i18n/nl/registration.json';

type ValidationKey = keyof typeof nl.validation;

/** The contract's Dutch messages, each with its key: nl/registration.json holds them verbatim. */
const KEY_OF_MESSAGE = new Map(
  Object.entries(nl.validation).map(([key, text]) => [text, key as ValidationKey]),
);
const TOO_LONG = /^mag hoogstens (\d+) tekens lang zijn$/;

/**
 * A message of the contract or the server (always Dutch) in the page's language: the forms
 * validate with the contract's schemas, and the English page shows our own translation of the
 * same rule. A message without a translation stays Dutch rather than disappearing.
 */
export function localizeMessage(message: ReactNode, t: TFunction<'registration'>): ReactNode {
  if (typeof message !== 'string') return message;
  const tooLong = TOO_LONG.exec(message);
  if (tooLong) return t('validation.tooLong', { max: Number(tooLong[1]) });
  const key = KEY_OF_MESSAGE.get(message);
  return key ? t(`validation.${key}`) : message;
}
