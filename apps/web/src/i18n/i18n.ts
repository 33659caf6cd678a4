import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type audit from './nl/audit.json';
import type availability from './nl/availability.json';
import type balances from './nl/balances.json';
import type clockin from './nl/clockin.json';
import type companies from './nl/companies.json';
import type corrections from './nl/corrections.json';
import type employees from './nl/employees.json';
import type leave from './nl/leave.json';
import type mine from './nl/mine.json';
import type openShifts from './nl/open-shifts.json';
import type organisation from './nl/organisation.json';
import type pay from './nl/pay.json';
import type penalty from './nl/penalty.json';
import type registration from './nl/registration.json';
import type reports from './nl/reports.json';
import type roster from './nl/roster.json';
import type settings from './nl/settings.json';
import type signup from './nl/signup.json';
import type staffing from './nl/staffing.json';
import type users from './nl/users.json';
import nl from './nl.json';
import type signedIn from './signed-in/nl.json';

/**
 * Dutch texts: the shell's in the default namespace, each screen's in a namespace of its own
 * (nl/<screen>.json, used as useTranslation('<screen>')), loaded with the screen's route
 * (loadNamespaces), so the first page does not carry the texts of every screen. The default
 * namespace comes in two parts: what the signed-out pages and the shell say (nl.json, bundled
 * with the entry) and what the signed-in shell and its shared components say (signed-in/nl.json:
 * the top bar, the dashboard, date and time fields, …), added to it by loadSignedInTexts before
 * the first signed-in screen renders. English exists only for the public registration and
 * password pages (docs/screens.md#employee-registration), under the same keys in
 * en/<screen>.json, with the shared texts those pages use (their date field and its calendar)
 * in signed-in/en.json.
 */
export interface Resources {
  translation: typeof nl & typeof signedIn;
  audit: typeof audit;
  availability: typeof availability;
  balances: typeof balances;
  clockin: typeof clockin;
  companies: typeof companies;
  corrections: typeof corrections;
  employees: typeof employees;
  leave: typeof leave;
  mine: typeof mine;
  'open-shifts': typeof openShifts;
  organisation: typeof organisation;
  pay: typeof pay;
  penalty: typeof penalty;
  registration: typeof registration;
  reports: typeof reports;
  roster: typeof roster;
  settings: typeof settings;
  signup: typeof signup;
  staffing: typeof staffing;
  users: typeof users;
}

export type Namespace = Exclude<keyof Resources, 'translation'>;

const LANGUAGES = ['nl', 'en'] as const;

const bundles = import.meta.glob<Record<string, unknown>>(['./nl/*.json', './en/*.json'], {
  import: 'default',
});

export const i18n: I18n = createInstance();

void i18n.use(initReactI18next).init({
  lng: 'nl',
  fallbackLng: 'nl',
  resources: { nl: { translation: nl } },
  // The shell's texts are bundled, so initialise synchronously: the first render has texts.
  initAsync: false,
  // React escapes output itself.
  interpolation: { escapeValue: false },
});

/** Loads the texts of these screens (both languages where they exist); loaded ones are kept. */
export async function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  await Promise.all(
    namespaces.flatMap((namespace) =>
      LANGUAGES.map(async (language) => {
        const load = bundles[`./${language}/${namespace}.json`];
        if (!load || i18n.hasResourceBundle(language, namespace)) return;
        i18n.addResourceBundle(language, namespace, await load());
      }),
    ),
  );
}

let signedInTextsAdded = false;

/**
 * Adds the signed-in shell's texts to the default namespace, in both languages: the guarded
 * routes, the top bar and the public registration page (its date field) wait for it.
 */
export async function loadSignedInTexts(): Promise<void> {
  if (signedInTextsAdded) return;
  const [dutch, english] = await Promise.all([
    import('./signed-in/nl.json'),
    import('./signed-in/en.json'),
  ]);
  i18n.addResourceBundle('nl', 'translation', dutch.default, true, true);
  i18n.addResourceBundle('en', 'translation', english.default, true, true);
  signedInTextsAdded = true;
}

/** Every screen's texts at once: for tests that render a screen without its route. */
export async function loadAllNamespaces(): Promise<void> {
  const namespaces = Object.keys(bundles).map(
    (path) => path.replace(/^\.\/\w+\//, '').replace(/\.json$/, '') as Namespace,
  );
  await Promise.all([loadNamespaces(...new Set(namespaces)), loadSignedInTexts()]);
}
