// Named imports: the bundle keeps only these parts of the shell's texts.
import { app, install, login } from '../../i18n/nl.json';

/**
 * The sign-in screen's Dutch texts, read straight from the shell's namespace (src/i18n/nl.json)
 * under the keys the app's i18next uses: the page is an entry of its own without i18next
 * (docs/ARCHITECTURE.md, "What the browser loads"), and the texts stay in one place.
 */
const TEXTS = { app, install, login };

type Texts = typeof TEXTS;
export type TextKey = {
  [Section in keyof Texts]: `${Section}.${keyof Texts[Section] & string}`;
}[keyof Texts];

/** The text of a key such as 'login.title'; a typo is a compile error, as with i18next. */
export function t(key: TextKey): string {
  const [section, name] = key.split('.') as [keyof Texts, string];
  return (TEXTS[section] as Readonly<Record<string, string>>)[name] ?? key;
}
