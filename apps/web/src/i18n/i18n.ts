import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import nl from './nl.json';

export const resources = { nl: { translation: nl } } as const;

/**
 * The app is Dutch. English for the public registration and password pages comes in a later
 * issue (spec part 2 §1); it is added as a second resource, not by changing keys.
 */
export const i18n: I18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: 'nl',
  fallbackLng: 'nl',
  resources,
  // Resources are bundled, so initialise synchronously: the first render already has texts.
  initAsync: false,
  // React escapes output itself.
  interpolation: { escapeValue: false },
});
