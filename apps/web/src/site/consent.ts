import {
  type ConsentChoices,
  type ConsentRecord,
  NO_CONSENT,
  readConsent,
  saveConsent,
} from './consent-record';

/**
 * The cookie banner and the preferences dialog (docs/screens.md#public-site), both written in the page
 * (src/site/partials/consent.html). The banner shows while no choice is stored; "Alles
 * accepteren", "Alles weigeren" and the dialog's save store one and hand it to `apply`, which
 * also gets a stored choice at start. "Voorkeuren aanpassen" and every Cookie-instellingen
 * button open the dialog with the current choice ticked.
 */
export function setUpConsent(doc: Document, apply: (record: ConsentRecord) => void): void {
  const banner = doc.querySelector<HTMLElement>('[data-consent-banner]');
  const dialog = doc.querySelector<HTMLDialogElement>('[data-consent-dialog]');
  const form = dialog?.querySelector('form');
  if (!banner || !dialog || !form) return;
  const analytical = form.elements.namedItem('analytical') as HTMLInputElement;
  const marketing = form.elements.namedItem('marketing') as HTMLInputElement;

  const decide = (choices: ConsentChoices) => {
    const hadFocus = banner.contains(doc.activeElement);
    banner.hidden = true;
    if (dialog.open) dialog.close();
    // The button that had focus is gone with the banner: continue from the page, where it was.
    if (hadFocus || doc.activeElement === doc.body)
      doc.getElementById('main')?.focus({ preventScroll: true });
    apply(saveConsent(choices));
  };

  const stored = readConsent();
  if (stored) apply(stored);
  else banner.hidden = false;

  doc
    .querySelector('[data-consent-accept]')
    ?.addEventListener('click', () => decide({ analytical: true, marketing: true }));
  doc.querySelector('[data-consent-refuse]')?.addEventListener('click', () => decide(NO_CONSENT));
  for (const opener of doc.querySelectorAll('[data-consent-open]')) {
    opener.addEventListener('click', () => {
      const current = readConsent() ?? NO_CONSENT;
      analytical.checked = current.analytical;
      marketing.checked = current.marketing;
      dialog.showModal();
    });
  }
  dialog.querySelector('[data-consent-close]')?.addEventListener('click', () => dialog.close());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    decide({ analytical: analytical.checked, marketing: marketing.checked });
  });
}
