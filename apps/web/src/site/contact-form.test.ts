import { contactCall } from '@klokwerk/contract/contact';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, type FakeApi, fakeApi, refusal } from '../test/fake-api';
import { CONTACT_STATUS, setUpContactForm } from './contact-form';
import form from './partials/contact-form.html?raw';

let api: FakeApi;

beforeEach(() => {
  document.body.innerHTML = form;
  setUpContactForm(document);
  api = fakeApi();
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
    expect(api.requests).toEqual([]);
  });

  it('asks only for the consent when the rest is filled in', async () => {
    fillIn(false);
    submit();
    expect(await screen.findByText('Je moet akkoord gaan met het privacybeleid.')).toBeTruthy();
    expect(document.querySelectorAll('.field__error')).toHaveLength(1);
    expect(api.requests).toEqual([]);
  });

  it('sends the message, says so, and clears the fields and the consent', async () => {
    let reply: (sent: { message: string }) => void = () => undefined;
    api.on(contactCall, () => new Promise((resolve) => (reply = resolve)));
    fillIn();
    submit();
    await waitFor(() => expect(status()?.textContent).toBe(CONTACT_STATUS.sending));
    expect(status()?.textContent).toBe('Verzenden...');
    const [request] = api.requests;
    expect(request?.path).toBe('/api/contact');
    expect(request?.method).toBe('POST');
    expect(request?.body).toEqual({
      name: 'Fatma Yilmaz',
      email: 'fatma@debrasserie.nl',
      company: 'De Brasserie',
      message: 'Graag een demo voor twee zaken.',
      consent: true,
      website: '',
    });
    reply({ message: 'Bericht succesvol verzonden!' });
    await waitFor(() => expect(status()?.textContent).toBe('Bericht succesvol verzonden!'));
    expect(field('Naam').value).toBe('');
    expect(field('Bericht').value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it.each([500, 429, 503])('says something went wrong on a %i', async (code) => {
    api.on(contactCall, answer(code, { error: { code: 'X', message: 'x' } }));
    fillIn();
    submit();
    await waitFor(() =>
      expect(status()?.textContent).toBe('Er ging iets mis. Probeer het opnieuw.'),
    );
    expect(field('Naam').value).toBe('Fatma Yilmaz');
  });

  it("puts the server's message next to the field a 400 names", async () => {
    api.on(contactCall, refusal(400, 'VALIDATION', 'Ongeldig e-mailadres', 'email'));
    fillIn();
    submit();
    await waitFor(() =>
      expect(status()?.textContent).toBe('Er ging iets mis. Probeer het opnieuw.'),
    );
    expect(screen.getByText('Ongeldig e-mailadres').id).toBe('contact-email-error');
  });

  it('asks to check the connection when the request fails, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.on(contactCall, () => {
      throw new TypeError('Failed to fetch');
    });
    fillIn();
    submit();
    await waitFor(() =>
      expect(status()?.textContent).toBe('Er ging iets mis. Controleer je verbinding.'),
    );
    expect(logged).toHaveBeenCalledWith('Contactformulier niet verzonden', expect.any(TypeError));
    logged.mockRestore();
  });
});
