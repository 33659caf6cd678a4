import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionToken, signInWith } from '../test/tokens';
import { parseClaims, useSession } from './session';

afterEach(() => {
  vi.useRealTimers();
});

describe('parseClaims', () => {
  it('reads the claims the app uses', () => {
    expect(parseClaims(sessionToken())).toMatchObject({
      userName: 'eigenaar',
      name: 'Eva de Eigenaar',
      firstName: 'Eva',
      roles: ['EIGENAAR'],
      companyId: 1,
      employeeId: null,
      tenantId: 'demohoreca',
      subscription: 'Klokwerk Pro Maandelijks',
    });
  });

  it('accepts a single role, as the spec allows', () => {
    expect(parseClaims(sessionToken({ roles: 'KLOKSYSTEEM' }))?.roles).toEqual(['KLOKSYSTEEM']);
    expect(parseClaims(sessionToken({ roles: undefined, role: 'MEDEWERKER' }))?.roles).toEqual([
      'MEDEWERKER',
    ]);
  });

  it('falls back to the user name for the name and rejects a token without sub', () => {
    expect(parseClaims(sessionToken({ name: undefined }))?.name).toBe('eigenaar');
    expect(parseClaims(sessionToken({ sub: undefined }))).toBeNull();
  });
});

describe('useSession', () => {
  it('follows sign-in and sign-out', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => {
      signInWith();
    });
    expect(result.current?.role).toBe('EIGENAAR');
  });

  it('reads the plan again every 2 seconds until it is there', () => {
    vi.useFakeTimers();
    signInWith({ subscription: undefined });
    const { result } = renderHook(() => useSession());
    expect(result.current?.subscription).toBeNull();

    sessionStorage.setItem('userSubscription', 'Klokwerk Maandelijks');
    act(() => vi.advanceTimersByTime(1_999));
    expect(result.current?.subscription).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.subscription).toBe('Klokwerk Maandelijks');
  });
});
