import type { AuditEntry } from '@klokwerk/contract/audit';
import { auditActorsCall, auditLogCall } from '@klokwerk/contract/audit';
import { companiesCall } from '@klokwerk/contract/companies';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_CENTRUM } from '../../../test/companies';
import { fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { signInWith } from '../../../test/tokens';
import { EVERY_ACTION } from '../test/every-action';

/** An entry of a newer server: an action and a field this app does not know. */
const NEWER: AuditEntry = {
  auditId: 1,
  at: '2026-11-23T12:00:00.000Z',
  action: 'shift.swap',
  entity: 'shift_swap',
  entityId: 5,
  actor: null,
  details: { swapWindow: { hours: 3 }, before: { swapState: 'OPEN' }, after: { swapState: 'X' } },
  subject: null,
  names: {},
};

/** Each entry's texts as shown, one per text of the page (the textContent runs them together). */
function piecesOf(item: HTMLElement): string[] {
  const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) pieces.push(node.textContent);
  }
  return pieces;
}

async function entryItems(entries: AuditEntry[]): Promise<HTMLElement[]> {
  fakeApi()
    .on(companiesCall, [DEMO_CENTRUM])
    .on(auditActorsCall, { actors: [] })
    .on(auditLogCall, { entries, nextBefore: null });
  signInWith();
  renderApp('/settings/audit-log');
  const list = await screen.findByRole('list', { name: 'Auditlog' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);
}

async function entryTexts(entries: AuditEntry[]): Promise<string[]> {
  return (await entryItems(entries)).map((item) => item.textContent ?? '');
}

describe('Auditlog of every action the server records', () => {
  it('shows each as Dutch: no field name, code, id key or JSON', async () => {
    const items = await entryItems(EVERY_ACTION);
    expect(items).toHaveLength(EVERY_ACTION.length);
    EVERY_ACTION.forEach((entry, index) => {
      const item = items[index];
      if (!item) throw new Error(`no entry for ${entry.action}`);
      const text = piecesOf(item).join('\n');
      // The action's own text, not the general one of an unknown action, nor its code.
      expect(text, entry.action).not.toContain('Wijziging vastgelegd');
      expect(text, entry.action).not.toContain(entry.action);
      // Every field has its label.
      expect(text, entry.action).not.toContain('Overig gegeven');
      // No field name (sickFrom, toTime), JSON, ISO date or status code.
      expect(text, entry.action).not.toMatch(/\b[a-z]+[A-Z][A-Za-z]*\b/);
      expect(text, entry.action).not.toMatch(/[{}[\]"]/);
      expect(text, entry.action).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(text, entry.action).not.toMatch(/\b[A-Z]{4,}\b|_/);
      expect(text, entry.action).not.toContain('-ID');
    });
  });

  it('names people, shifts and companies, and formats dates, money, hours and yes/no', async () => {
    await entryTexts(EVERY_ACTION);
    const lines = [
      // Ids as names.
      'Medewerker: Emma Jansen',
      'Medewerker: van Emma Jansen naar Bram de Vries',
      'Aangeboden aan: Bram de Vries',
      'Dienst: Emma Jansen, 23-11-2026 17:00',
      'Overgenomen door: van — naar Bram de Vries',
      // Dates, moments on the company's clock, money, hours, Ja/Nee.
      'Uit: van — naar 23-11-2026 17:30',
      'Status: van Afgekeurd naar In afwachting',
      'Te controleren: van Ja naar Nee',
      'Uurloon: van € 14,50 naar € 1.234,56',
      'Uurfactor: van 1,00 naar 1,25',
      'Uren per week: 32 uur',
      'Tot en met: van — naar 30-06-2026',
      'Werkdagen: ma, di, wo, do, vr',
      'Meegenomen uren: 40 uur wettelijk verlof uit 2025',
      'Uren: −4 uur 30 min',
      'Rollen: van Medewerker naar Roostermaker',
      'E-mail: van planner@example.nl naar rooster@example.nl',
      'Loonkosten: € 23.790,70',
      'Betaalde uren: 87,67 uur',
      'Afgesloten: van Ja naar Nee',
      'Goede Vrijdag: van Nee naar Ja',
      'Toeslagen: van — naar Nacht: Tijd van de dag 22:00–06:00, 25,00 %, urencode N25',
      'Soort verlof: Vakantie',
      'Eerste dag: 07-12-2026',
      'Uren: 32 uur',
      'Status: van Goedgekeurd naar Ingetrokken',
      'Ziek sinds: 24-11-2026 08:30',
      'Hersteld per: van — naar 27-11-2026 08:00',
      'Vervangen beschikbaarheid: 2',
      'Afgewezen claims: 2',
      'Claims automatisch goedkeuren: van Nee naar Ja',
      'Week vanaf: 30-11-2026',
      'Aantal diensten: 42',
      'Proefperiode tot: 07-12-2026 13:00',
      'Via: beheeropdracht',
    ];
    const missing = lines.filter((line) => screen.queryAllByText(line).length === 0);
    expect(missing).toEqual([]);
    const objects = [
      'Loonkosten november 2026',
      'Maandafsluiting oktober 2026, Demo Horeca Centrum',
      'Open dienst Kok',
      'Dienst Emma Jansen',
      'Aangeboden dienst Emma Jansen',
      'Verlof Emma Jansen, 07-12-2026',
      'Ziekmelding Bram de Vries, 24-11-2026 08:30',
      'Medewerker Emma Jansen',
      'Bedrijf Demo Horeca Centrum',
      'Account planner',
    ];
    expect(objects.filter((text) => screen.queryAllByText(text).length === 0)).toEqual([]);
  });

  it('still shows what a newer server wrote, with general labels and no JSON', async () => {
    const [text] = await entryTexts([NEWER]);
    expect(text).toBe(
      '23-11-2026 13:00 · SysteemWijziging vastgelegdOnderdeel #5Overig gegeven: van OPEN naar XOverig gegeven: Overig gegeven: 3',
    );
  });
});
