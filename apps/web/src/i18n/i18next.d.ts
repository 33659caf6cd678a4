import 'i18next';
import type { Resources } from './i18n';

// Typed keys: t('login.titel') is a compile error instead of a visible key on screen.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: Resources;
  }
}
