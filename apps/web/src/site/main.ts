import { loadAnalytics, stopAnalytics } from './analytics';
import { showCheckoutLinks } from './checkout-links';
import { setUpConsent } from './consent';
import type { ConsentRecord } from './consent-record';
import { setUpContactForm } from './contact-form';
import { setUpMenu } from './menu';
import { serverConfig } from './server-config';

/**
 * The public pages' one script (landing, privacy, about): the phone menu, the cookie banner
 * and the analytics it allows, the purchase links and the contact form. No framework: the pages
 * are complete HTML, this only makes them respond.
 */
setUpMenu(document, window.matchMedia('(min-width: 64em)'));

let analyticsAllowed = false;
setUpConsent(document, (record: ConsentRecord) => {
  const wasAllowed = analyticsAllowed;
  analyticsAllowed = record.analytical;
  // The server's settings are asked for only when the answer matters: to load analytics, or to
  // stop what an earlier choice on this page started.
  if (!analyticsAllowed && !wasAllowed) return;
  void serverConfig().then((config) => {
    const id = config?.analyticsId;
    if (!id) return;
    if (analyticsAllowed) loadAnalytics(id);
    else stopAnalytics(id);
  });
});

if (document.querySelector('a[data-checkout]'))
  void serverConfig().then((config) => showCheckoutLinks(document, config?.checkoutUrl ?? null));

setUpContactForm(document);
