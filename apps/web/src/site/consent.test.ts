import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpConsent } from './consent';
import { CONSENT_KEY, type ConsentRecord, readConsent } from './consent-record';
import consent from './partials/consent.html?raw';

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

let apply: ReturnType<typeof vi.fn<(record: ConsentRecord) => void>>;

function open(stored?: object): void {
  if (stored) localStorage.setItem(CONSENT_KEY, JSON.stringify(stored));
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>
    <footer><button type="button" data-consent-open>Cookie-instellingen</button></footer>
    ${consent}`;
  apply = vi.fn();
  setUpConsent(document, apply);
}

const banner = () => document.querySelector<HTMLElement>('[data-consent-banner]');
const dialog = () => document.querySelector<HTMLDialogElement>('[data-consent-dialog]');
const box = (name: string) => screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });

beforeEach(() => localStorage.clear());

describe('the cookie banner', () => {
  it('asks a visitor without a stored choice, and allows nothing yet', () => {
    open();
    expect(banner()?.hidden).toBe(false);
    expect(screen.getByRole('button', { name: 'Alles accepteren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voorkeuren aanpassen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Alles weigeren' })).toBeTruthy();
    expect(apply).not.toHaveBeenCalled();
  });

  it('accepts all: analytical and marketing allowed, stored, banner gone', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Alles accepteren' }));
    expect(banner()?.hidden).toBe(true);
    expect(readConsent()).toMatchObject({ essential: true, analytical: true, marketing: true });
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ analytical: true }));
  });

  it('refuses all: both off, stored, banner gone', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Alles weigeren' }));
    expect(banner()?.hidden).toBe(true);
    expect(readConsent()).toMatchObject({ analytical: false, marketing: false });
    expect(apply).toHaveBeenCalledWith(expect.objectContaining({ analytical: false }));
  });

  it('stays away once chosen, and applies the stored choice at start', () => {
    open({
      essential: true,
      analytical: true,
      marketing: false,
      decidedAt: '2026-11-01T00:00:00Z',
    });
    expect(banner()?.hidden).toBe(true);
    expect(apply).toHaveBeenCalledWith(
      expect.objectContaining({ analytical: true, marketing: false }),
    );
  });
});

describe('the preferences dialog', () => {
  it('starts with only the essential cookies on, which cannot be switched off', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Voorkeuren aanpassen' }));
    expect(dialog()?.open).toBe(true);
    expect(screen.getByRole('heading', { name: 'Cookievoorkeuren' })).toBeTruthy();
    const essential = box('Essentieel') as HTMLInputElement;
    expect(essential.checked && essential.disabled).toBe(true);
    expect((box('Analytisch') as HTMLInputElement).checked).toBe(false);
    expect((box('Marketing') as HTMLInputElement).checked).toBe(false);
  });

  it('saves the choices made', () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Voorkeuren aanpassen' }));
    fireEvent.click(box('Analytisch'));
    fireEvent.click(screen.getByRole('button', { name: 'Voorkeuren opslaan' }));
    expect(dialog()?.open).toBe(false);
    expect(banner()?.hidden).toBe(true);
    expect(readConsent()).toMatchObject({ analytical: true, marketing: false });
    expect(apply).toHaveBeenLastCalledWith(
      expect.objectContaining({ analytical: true, marketing: false }),
    );
  });

  it('reopens from the footer with the stored choice ticked, and closes without saving', () => {
    open({ analytical: false, marketing: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-instellingen' }));
    expect(dialog()?.open).toBe(true);
    expect((box('Analytisch') as HTMLInputElement).checked).toBe(false);
    expect((box('Marketing') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box('Analytisch'));
    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(dialog()?.open).toBe(false);
    expect(readConsent()).toMatchObject({ analytical: false, marketing: true });
  });
});
