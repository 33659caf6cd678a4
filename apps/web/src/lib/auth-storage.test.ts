import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeToken, sessionToken } from '../test/tokens';
import {
  clearSignIn,
  readRole,
  readSubscription,
  readTenantId,
  readToken,
  readValidToken,
  saveSignIn,
  subscribeSignIn,
} from './auth-storage';

const signIn = {
  token: 'header.payload.sig',
  tenantId: 'demohoreca',
  subscription: 'Klokwerk Pro Maandelijks',
  role: 'EIGENAAR',
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('saveSignIn', () => {
  it('keeps the sign-in in sessionStorage when not remembered', () => {
    saveSignIn(signIn, false);
    expect(sessionStorage.getItem('authToken')).toBe(signIn.token);
    expect(sessionStorage.getItem('tenantId')).toBe('demohoreca');
    expect(sessionStorage.getItem('userSubscription')).toBe('Klokwerk Pro Maandelijks');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userRole')).toBe('EIGENAAR');
  });

  it('keeps the sign-in in localStorage with "Wachtwoord onthouden"', () => {
    saveSignIn(signIn, true);
    expect(localStorage.getItem('authToken')).toBe(signIn.token);
    expect(localStorage.getItem('tenantId')).toBe('demohoreca');
    expect(localStorage.getItem('userSubscription')).toBe('Klokwerk Pro Maandelijks');
    expect(sessionStorage.getItem('authToken')).toBeNull();
  });

  it('never stores anything that looks like a password', () => {
    saveSignIn(signIn, true);
    const all = JSON.stringify({ ...localStorage, ...sessionStorage });
    expect(all.toLowerCase()).not.toContain('password');
  });

  it('replaces an earlier remembered sign-in', () => {
    saveSignIn({ ...signIn, token: 'old.token.sig' }, true);
    saveSignIn(signIn, false);
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(readToken()).toBe(signIn.token);
  });
});

describe('reading', () => {
  it('prefers sessionStorage over localStorage', () => {
    localStorage.setItem('authToken', 'local.token.sig');
    sessionStorage.setItem('authToken', 'session.token.sig');
    expect(readToken()).toBe('session.token.sig');
    sessionStorage.removeItem('authToken');
    expect(readToken()).toBe('local.token.sig');
  });

  it('reads tenant, plan and role', () => {
    saveSignIn(signIn, false);
    expect(readTenantId()).toBe('demohoreca');
    expect(readSubscription()).toBe('Klokwerk Pro Maandelijks');
    expect(readRole()).toBe('EIGENAAR');
  });

  it('treats an expired or unreadable token as none', () => {
    sessionStorage.setItem('authToken', makeToken({ exp: Math.floor(Date.now() / 1000) - 1 }));
    expect(readValidToken()).toBeNull();
    sessionStorage.setItem('authToken', 'garbage');
    expect(readValidToken()).toBeNull();
    const valid = sessionToken();
    sessionStorage.setItem('authToken', valid);
    expect(readValidToken()).toBe(valid);
  });
});

describe('clearSignIn', () => {
  it('removes the sign-in keys from both storages and keeps consent and theme', () => {
    saveSignIn(signIn, true);
    sessionStorage.setItem('authToken', 'session.token.sig');
    sessionStorage.setItem('tenantId', 'demohoreca');
    localStorage.setItem('klokwerk.cookieConsent', '{"analytical":false}');
    localStorage.setItem('themePreference', 'dark');

    clearSignIn();

    for (const key of ['authToken', 'tenantId', 'userSubscription', 'userRole']) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('klokwerk.cookieConsent')).toBe('{"analytical":false}');
    expect(localStorage.getItem('themePreference')).toBe('dark');
  });

  it('tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSignIn(listener);
    saveSignIn(signIn, false);
    clearSignIn();
    unsubscribe();
    clearSignIn();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
