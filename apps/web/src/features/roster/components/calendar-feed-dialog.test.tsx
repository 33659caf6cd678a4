import { newCalendarFeedCall, ownCalendarFeedCall } from '@klokwerk/contract/calendar-feed';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seriousViolations } from '../../../test/axe';
import { NOW, openRoster, PLANNER, signIn, useApi } from '../test/open-roster';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const FEED = {
  url: 'http://kassa.lan:3000/api/calendar/demohoreca-2-abc.ics',
  webcalUrl: 'webcal://kassa.lan:3000/api/calendar/demohoreca-2-abc.ics',
};
const RENEWED = {
  url: 'http://kassa.lan:3000/api/calendar/demohoreca-2-def.ics',
  webcalUrl: 'webcal://kassa.lan:3000/api/calendar/demohoreca-2-def.ics',
};

describe('Agenda-abonnement', () => {
  it('makes the first address, selects it where there is no clipboard, and renews it after a question', async () => {
    let feed: typeof FEED | null = null;
    const api = useApi()
      .on(newCalendarFeedCall, () => {
        feed = feed ? RENEWED : FEED;
        return feed;
      })
      .on(ownCalendarFeedCall, () => feed);
    // Plain HTTP on a restaurant's LAN: not a secure context, no navigator.clipboard.
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    signIn(PLANNER);
    await openRoster();
    await userEvent.click(screen.getByRole('button', { name: 'Agenda-abonnement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agenda-abonnement' });
    expect(await within(dialog).findByText('Je hebt nog geen agenda-adres.')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agenda-adres maken' }));

    const address = (await within(dialog).findByRole('textbox', {
      name: 'Jouw agenda-adres',
    })) as HTMLInputElement;
    expect(address.value).toBe(FEED.url);
    expect(
      within(dialog).getByRole('link', { name: 'Toevoegen aan agenda' }).getAttribute('href'),
    ).toBe(FEED.webcalUrl);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kopiëren' }));
    expect(
      within(dialog).getByText(
        'Het adres is geselecteerd: kopieer het met Ctrl+C, of op je telefoon via Kopiëren in het menu.',
      ),
    ).toBeTruthy();
    expect(document.activeElement).toBe(address);
    expect(address.selectionEnd).toBe(FEED.url.length);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Nieuwe link maken' }));
    expect(within(dialog).getByText(/De huidige link werkt daarna niet meer/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ja, nieuwe link maken' }));
    expect(
      await within(dialog).findByText('Er is een nieuwe link gemaakt; de oude werkt niet meer.'),
    ).toBeTruthy();
    expect(address.value).toBe(RENEWED.url);
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/calendar-feed',
      '/api/calendar-feed',
    ]);
  });

  it('is not offered to an account without an employee', async () => {
    useApi();
    signIn({ ...PLANNER, employeeId: null });
    await openRoster();
    await screen.findByRole('button', { name: /^09:00–17:00/ });
    expect(screen.queryByRole('button', { name: 'Agenda-abonnement' })).toBeNull();
  });
});
