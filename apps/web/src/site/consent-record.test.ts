import { describe, expect, it } from 'vitest';
import { CONSENT_KEY, readConsent, saveConsent } from './consent-record';

describe('the stored cookie choice', () => {
  it('is absent until the visitor chooses', () => {
    expect(readConsent()).toBeNull();
  });

  it('keeps the choices and when they were made, with essential always on', () => {
    saveConsent({ analytical: true, marketing: false }, new Date('2026-11-23T10:00:00Z'));
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY) ?? '')).toEqual({
      essential: true,
      analytical: true,
      marketing: false,
      decidedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(readConsent()).toEqual({
      essential: true,
      analytical: true,
      marketing: false,
      decidedAt: '2026-11-23T10:00:00.000Z',
    });
  });

  it('allows only what is explicitly true, whatever else the record holds', () => {
    localStorage.setItem(CONSENT_KEY, '{"essential":true}');
    expect(readConsent()).toEqual({
      essential: true,
      analytical: false,
      marketing: false,
      decidedAt: null,
    });
    localStorage.setItem(CONSENT_KEY, '{"analytical":"yes","marketing":1}');
    expect(readConsent()).toMatchObject({ analytical: false, marketing: false });
  });

  it('counts an unreadable record as no choice', () => {
    for (const text of ['not json', 'null', '42', '"yes"']) {
      localStorage.setItem(CONSENT_KEY, text);
      expect(readConsent()).toBeNull();
    }
  });

  it('still answers when the browser refuses storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readConsent(blocked)).toBeNull();
    expect(saveConsent({ analytical: false, marketing: false }, new Date(), blocked)).toMatchObject(
      { essential: true, analytical: false },
    );
  });
});
