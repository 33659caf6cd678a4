import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpMenu } from './menu';
import header from './partials/header.html?raw';

beforeEach(() => {
  document.body.innerHTML = `${header}<main id="main"><p>Inhoud</p></main>`;
  setUpMenu(document);
});

const toggle = () => screen.getByRole('button', { name: 'Menu' });

describe('the menu on a phone', () => {
  it('opens and closes with its button, saying whether it is open', () => {
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-controls')).toBe('site-menu');
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.querySelector('header')?.classList.contains('is-menu-open')).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape and gives the focus back to its button', () => {
    fireEvent.click(toggle());
    screen.getByRole('link', { name: 'Prijzen' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });

  it('closes once a link is chosen, or on a click elsewhere', () => {
    fireEvent.click(toggle());
    fireEvent.click(screen.getByRole('link', { name: 'Prijzen' }));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle());
    fireEvent.click(screen.getByText('Inhoud'));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('links every section of the landing page and the way in', () => {
    const hrefs = screen
      .getAllByRole('link')
      .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['Waarom', '/#testimonials'],
        ['Voordelen', '/#features'],
        ['Prijzen', '/#pricing'],
        ['FAQ', '/#faq'],
        ['Contact', '/#contact'],
        ['Inloggen', '/login'],
        ['Probeer 30 dagen gratis', '/aanmelden'],
      ]),
    );
  });
});
