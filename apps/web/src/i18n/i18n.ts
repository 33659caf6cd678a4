import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import registrationEn from './en/registration.json';
import companiesNl from './nl/companies.json';
import employeesNl from './nl/employees.json';
import organisationNl from './nl/organisation.json';
import penaltyNl from './nl/penalty.json';
import registrationNl from './nl/registration.json';
import settingsNl from './nl/settings.json';
import usersNl from './nl/users.json';
import nl from './nl.json';

/**
 * Dutch texts: the shell's in the default namespace (nl.json), each screen's in a namespace of
 * its own (nl/<screen>.json, used as useTranslation('<screen>')), so screens are written side by
 * side without touching one file. English exists only for the public registration and password
 * pages (spec part 2 §1), under the same keys.
 */
export const resources = {
  nl: {
    translation: nl,
    companies: companiesNl,
    employees: employeesNl,
    organisation: organisationNl,
    penalty: penaltyNl,
    registration: registrationNl,
    settings: settingsNl,
    users: usersNl,
  },
  en: { registration: registrationEn },
} as const;

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
