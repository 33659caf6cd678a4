import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_STATUS, setUpContactForm } from './contact-form';
import form from './partials/contact-form.html?raw';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  document.body.innerHTML = form;
  setUpContactForm(document);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const field = (name: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const status = () => document.querySelector('[data-contact-status]');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verstuur bericht' }));

function fillIn(consent = true): void {
  fireEvent.input(field('Naam'), { target: { value: 'Fatma Yilmaz' } });
  fireEvent.input(field('E-mailadres'), { target: { value: 'fatma@debrasserie.nl' } });
  fireEvent.input(field('Bedrijfsnaam'), { target: { value: 'De Brasserie' } });
  fireEvent.input(field('Bericht'), { target: { value: 'Graag een demo voor twee zaken.' } });
  if (consent) fireEvent.click(screen.getByRole('checkbox'));
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the contact form', () => {
  it('has the fields of the specification, the message on four rows and a hidden honeypot', () => {
    expect(field('Naam').required).toBe(true);
    expect(field('E-mailadres').type).toBe('email');
    expect(field('Bedrijfsnaam').required).toBe(false);
    expect((field('Bericht') as unknown as HTMLTextAreaElement).rows).toBe(4);
    expect(screen.getByRole('link', { name: /privacybeleid/ }).getAttribute('href')).toBe(
      '/privacy',
    );
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.autocomplete).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(status()?.getAttribute('aria-live')).toBe('polite');
  });

  it('names every missing field, the consent with the specification text, and sends nothing', async () => {
    submit();
    expect(await screen.findByText('Je moet akkoord gaan met het privacybeleid.')).toBeTruthy();
    expect(screen.getByText('Vul je naam in.')).toBeTruthy();
    expect(screen.getByText('Vul je e-mailadres in.')).toBeTruthy();
    expect(screen.getByText('Vul je bericht in.')).toBeTruthy();
    expect(field('Naam').getAttribute('aria-invalid')).toBe('true');
    expect(field('Naam').getAttribute('aria-describedby')).toBe('contact-name-error');
    expect(document.activeElement).toBe(field('Naam'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks only for the consent when the rest is filled in', async () => {
    fillIn(false);
    submit();
    expect(await screen.findByText('Je moet akkoord gaan met het privacybeleid.')).toBeTruthy();
    expect(document.querySelectorAll('.field__error')).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message, says so, and clears the fields and the consent', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    fillIn();
    submit();
    await waitFor(() => expect(status()?.textContent).toBe(CONTACT_STATUS.sending));
    expect(status()?.textContent).toBe('Verzenden...');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Fatma Yilmaz',
      email: 'fatma@debrasserie.nl',
      company: 'De Brasserie',
      message: 'Graag een demo voor twee zaken.',
      consent: true,
      website: '',
    });
    answer(json({ message: 'Bericht succesvol verzonden!' }, 201));
    await waitFor(() => expect(status()?.textContent).toBe('Bericht succesvol verzonden!'));
    expect(field('Naam').value).toBe('');
    expect(field('Bericht').value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it.each([500, 429, 503])('says something went wrong on a %i', async (code) => {
    fetchMock.mockResolvedValue(json({ error: { code: 'X', message: 'x' } }, code));
    fillIn();
    submit();
    await waitFor(() =>
      expect(status()?.textContent).toBe('Er ging iets mis. Probeer het opnieuw.'),
    );
    expect(field('Naam').value).toBe('Fatma Yilmaz');
  });

  it("puts the server's message next to the field a 400 names", async () => {
    fetchMock.mockResolvedValue(
      json({ error: { code: 'VALIDATION', message: 'Ongeldig e-mailadres', field: 'email' } }, 400),
    );
    fillIn();
    submit();
    await waitFor(() =>
      expect(status()?.textContent).toBe('Er ging iets mis. Probeer het opnieuw.'),
    );
    expect(screen.getByText('Ongeldig e-mailadres').id).toBe('contact-email-error');
  });

  it('asks to check the connection when the request fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fillIn();
    submit();
    await waitFor(() =>
      expect(status()?.textContent).toBe('Er ging iets mis. Controleer je verbinding.'),
    );
    expect(logged).toHaveBeenCalledWith('Contactformulier niet verzonden', expect.any(TypeError));
    logged.mockRestore();
  });
});
