import type { ContactForm } from '@klokwerk/contract/contact';
import type { ErrorBody } from '@klokwerk/contract/errors';

/** The four status texts of the specification (docs/screens.md#public-site), verbatim. */
export const CONTACT_STATUS = {
  sending: 'Verzenden...',
  sent: 'Bericht succesvol verzonden!',
  failed: 'Er ging iets mis. Probeer het opnieuw.',
  unreachable: 'Er ging iets mis. Controleer je verbinding.',
} as const;

type Field = 'name' | 'email' | 'company' | 'message' | 'consent';
const FIELDS: readonly Field[] = ['name', 'email', 'company', 'message', 'consent'];
type Errors = Partial<Record<Field, string>>;

/** The same 15 s as the app's API client: a request that hangs counts as no connection. */
const TIMEOUT_MS = 15_000;

/**
 * The contract's schema with its Dutch messages (the server checks the very same), in a chunk
 * of its own with zod: fetched when someone reaches for the form, not with the page.
 */
const loadContract = () => import('@klokwerk/contract/contact');

function prefetchRules(): void {
  loadContract().catch(() => undefined);
}

/** Should the rules not load, the form lets the message through: the server checks it anyway. */
async function validate(values: ContactForm): Promise<Errors> {
  const contract = await loadContract().catch(() => null);
  const result = contract?.contactBody.safeParse(values);
  const errors: Errors = {};
  for (const issue of result?.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

function valuesOf(form: HTMLFormElement): ContactForm {
  const text = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
  return {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    message: text('message'),
    consent: (form.elements.namedItem('consent') as HTMLInputElement).checked,
    website: text('website'),
  };
}

/** Each message under its field, tied to it for screen readers; none left from before. */
function showErrors(form: HTMLFormElement, errors: Errors): void {
  for (const field of FIELDS) {
    const input = form.elements.namedItem(field) as HTMLInputElement;
    const id = `${input.id}-error`;
    form.querySelector(`#${id}`)?.remove();
    const message = errors[field];
    if (message === undefined) {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
      continue;
    }
    const text = form.ownerDocument.createElement('p');
    text.id = id;
    text.className = 'field__error';
    text.textContent = message;
    input.closest('.field')?.append(text);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', id);
  }
}

function fieldOf(body: unknown): Field | null {
  const field = (body as Partial<ErrorBody> | null)?.error?.field;
  return FIELDS.includes(field as Field) ? (field as Field) : null;
}

/**
 * The landing page's contact form (docs/screens.md#public-site): checked with the contract's
 * rules, sent to POST /api/contact, its status announced in a live region. On success the
 * fields are cleared and the consent box unticked. A 400 also puts the server's message next to
 * the field it names.
 */
export function setUpContactForm(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('[data-contact-form]');
  const status = form?.querySelector<HTMLElement>('[data-contact-status]');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!form || !status || !submit) return;

  const setStatus = (text: string, state: 'sending' | 'success' | 'error') => {
    status.textContent = text;
    status.dataset.state = state;
  };

  // aria-disabled rather than disabled: a disabled button would drop the keyboard focus.
  let busy = false;
  const setBusy = (value: boolean) => {
    busy = value;
    submit.setAttribute('aria-disabled', String(value));
  };

  form.addEventListener('focusin', prefetchRules, { once: true });
  form.addEventListener('pointerenter', prefetchRules, { once: true });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (busy) return;
    const values = valuesOf(form);
    setBusy(true);
    try {
      const errors = await validate(values);
      showErrors(form, errors);
      const first = FIELDS.find((field) => errors[field] !== undefined);
      if (first) {
        status.textContent = '';
        (form.elements.namedItem(first) as HTMLInputElement).focus();
        return;
      }
      setStatus(CONTACT_STATUS.sending, 'sending');
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(values),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (response.status === 200 || response.status === 201) {
        form.reset();
        setStatus(CONTACT_STATUS.sent, 'success');
        return;
      }
      if (response.status === 400) {
        const body: unknown = await response.json().catch(() => null);
        const field = fieldOf(body);
        if (field) showErrors(form, { [field]: (body as ErrorBody).error.message });
      }
      setStatus(CONTACT_STATUS.failed, 'error');
    } catch (error) {
      console.error('Contactformulier niet verzonden', error);
      setStatus(CONTACT_STATUS.unreachable, 'error');
    } finally {
      setBusy(false);
    }
  });
}
