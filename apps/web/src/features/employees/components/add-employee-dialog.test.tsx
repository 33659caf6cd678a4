import { createEmployeeCall } from '@klokwerk/contract/employees';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { refusal } from '../../../test/fake-api';
import { openPage, signIn, useApi } from '../test/open-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-03-10T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function openAddDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Medewerker toevoegen' }));
  return screen.findByRole('dialog', { name: 'Medewerker toevoegen' });
}

/** The three fields a new employee needs. */
async function typeNames(
  dialog: ReturnType<typeof within>,
  firstName: string,
  lastName: string,
  email: string,
) {
  await userEvent.type(dialog.getByRole('textbox', { name: /^Voornaam/ }), firstName);
  await userEvent.type(dialog.getByRole('textbox', { name: /^Achternaam/ }), lastName);
  await userEvent.type(dialog.getByRole('textbox', { name: /^E-mailadres/ }), email);
}

describe('Medewerker toevoegen', () => {
  it('needs names and e-mail only, and shows the new card as incomplete', async () => {
    const api = useApi();
    signIn();
    await openPage();
    const dialog = within(await openAddDialog());
    expect(dialog.getByText('Bedrijf: Demo Horeca Centrum')).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    expect(await dialog.findByText('Vul de voornaam in.')).toBeTruthy();
    expect(dialog.getByText('Vul de achternaam in.')).toBeTruthy();
    expect(dialog.getByText('Vul het e-mailadres in.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await typeNames(dialog, 'Sem', 'de Kok', 'sem@example.nl');
    await userEvent.type(
      dialog.getByRole('textbox', { name: /^Telefoonnummer/ }),
      '06 11 22 33 44',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Toevoegen' }));

    expect(await screen.findByText('Sem de Kok is toegevoegd.')).toBeTruthy();
    const card = (await screen.findByRole('button', { name: 'Sem de Kok' })).closest('li');
    expect(within(card as HTMLElement).getByText('Incompleet profiel')).toBeTruthy();
    expect(api.requests.find((r) => r.method === 'POST')).toMatchObject({
      path: '/api/employees',
      body: {
        companyId: 1,
        firstName: 'Sem',
        lastName: 'de Kok',
        email: 'sem@example.nl',
        phoneNumber: '06 11 22 33 44',
        jobTitleId: '',
        salary: null,
        hoursPerWeek: null,
      },
    });
  });

  it('shows a taken e-mail address under the field', async () => {
    useApi().on(
      createEmployeeCall,
      refusal(409, 'EMAIL_IN_USE', 'Dit e-mailadres is al in gebruik.', 'email'),
    );
    signIn();
    await openPage();
    const dialog = within(await openAddDialog());
    await typeNames(dialog, 'Emma', 'Smit', 'emma@x.nl');
    await userEvent.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    const email = dialog.getByRole('textbox', { name: /^E-mailadres/ });
    expect(await dialog.findByText('Dit e-mailadres is al in gebruik.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends Toevoegen pressed again after a lost connection with the same key, so Sem is added once', async () => {
    let calls = 0;
    const api = useApi().on(createEmployeeCall, (_request, earlier) => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return earlier();
    });
    signIn();
    await openPage();
    const dialog = within(await openAddDialog());
    await typeNames(dialog, 'Sem', 'de Kok', 'sem@example.nl');
    await userEvent.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    await vi.waitFor(() => expect(calls).toBe(1));
    await vi.waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Toevoegen' }).hasAttribute('disabled')).toBe(
        false,
      ),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Toevoegen' }));
    expect(await screen.findByText('Sem de Kok is toegevoegd.')).toBeTruthy();

    const sent = api.requestsOf(createEmployeeCall).map((r) => r.headers['Idempotency-Key']);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBeTruthy();
    expect(sent[1]).toBe(sent[0]);
  });
});
