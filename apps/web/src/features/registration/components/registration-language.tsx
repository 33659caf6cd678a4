import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Language = 'nl' | 'en';

interface LanguageChoice {
  language: Language;
  setLanguage(language: Language): void;
}

const LanguageContext = createContext<LanguageChoice>({ language: 'nl', setLanguage: () => {} });

/**
 * The NL/EN switch of the registration pages (docs/screens.md#public-site): only these pages change
 * language, so the choice lives here and not in the app's i18n instance, whose language stays
 * Dutch for the top bar and every other screen.
 */
export function RegistrationLanguage({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<Language>('nl');
  const choice = useMemo(() => ({ language, setLanguage }), [language]);
  return <LanguageContext.Provider value={choice}>{children}</LanguageContext.Provider>;
}

export function useLanguageChoice(): LanguageChoice {
  return useContext(LanguageContext);
}

/** The registration texts in the language the page shows. */
export function useRegistrationText() {
  const { language } = useLanguageChoice();
  return useTranslation('registration', { lng: language });
}
