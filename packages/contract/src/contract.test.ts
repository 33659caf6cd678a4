import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathOf } from './call';
import { CALLS } from './calls';
import { employeesOfCompanyCall } from './employees';
import { NUMERIC_PATTERNS } from './fields';
import { loginBody } from './login';
import { TEXT_PATTERNS } from './text';

type Node = Record<string, unknown>;

const STRICT_FORMATS = ['date', 'date-time', 'time'];

/** Paths of string fields in a JSON Schema that do not carry the control-character rule. */
function unguardedStrings(node: unknown, path: string): string[] {
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Node;
  const found: string[] = [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('string') && schema.enum === undefined && schema.const === undefined) {
    const patterns = [
      schema.pattern,
      ...((schema.allOf as Node[] | undefined) ?? []).map((s) => s.pattern),
    ];
    // A date or a time has a pattern of its own that admits digits and separators only.
    const strictFormat =
      typeof schema.format === 'string' && STRICT_FORMATS.includes(schema.format);
    const guarded = [...TEXT_PATTERNS, ...NUMERIC_PATTERNS];
    if (!strictFormat && !patterns.some((p) => typeof p === 'string' && guarded.includes(p)))
      found.push(path || '(root)');
  }
  for (const [key, child] of Object.entries(schema)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, property] of Object.entries(child)) {
        found.push(...unguardedStrings(property, path ? `${path}.${name}` : name));
      }
    } else if (['items', 'additionalProperties'].includes(key)) {
      found.push(...unguardedStrings(child, `${path}[]`));
    } else if (['anyOf', 'oneOf', 'allOf'].includes(key) && Array.isArray(child)) {
      for (const branch of child) found.push(...unguardedStrings(branch, path));
    }
  }
  return found;
}

describe('the contract', () => {
  it('has calls to check (the walks below would pass vacuously on an empty list)', () => {
    expect(CALLS.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses control characters in every string a call accepts (one rule, docs/api-conventions.md#errors)', () => {
    const missing = CALLS.flatMap((call) =>
      (['params', 'query', 'body'] as const).flatMap((part) => {
        const schema = call[part];
        if (!schema) return [];
        const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        return unguardedStrings(json, '').map(
          (field) => `${call.method} ${call.path} ${part}.${field}`,
        );
      }),
    );
    expect(missing).toEqual([]);
  });

  it('names each call once, by method and path', () => {
    const keys = CALLS.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the sign-in call', () => {
  const valid = { tenantId: 'Demo Horeca', userName: 'eigenaar', password: 'Welkom123!' };
  const firstMessage = (value: unknown) => {
    const result = loginBody.safeParse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('says in Dutch which field is missing', () => {
    expect(firstMessage({ ...valid, tenantId: '' })).toBe('Vul de bedrijfsnaam in.');
    expect(firstMessage({ ...valid, tenantId: "'& !" })).toBe('Vul de bedrijfsnaam in.');
    expect(firstMessage({ ...valid, userName: '   ' })).toBe('Vul de gebruikersnaam in.');
    expect(firstMessage({ ...valid, password: '' })).toBe('Vul het wachtwoord in.');
  });

  it('refuses control characters with a Dutch message', () => {
    expect(firstMessage({ ...valid, userName: 'eigen\u0000aar' })).toBe(
      'mag geen onzichtbare stuurtekens bevatten',
    );
  });

  it('accepts names and passwords with accents, spaces and symbols', () => {
    expect(
      loginBody.safeParse({ tenantId: "Café 't Hoekje", userName: 'José', password: 'Wé €1 !x' })
        .success,
    ).toBe(true);
  });
});

describe('pathOf', () => {
  it('fills in and escapes the parameters', () => {
    expect(pathOf(employeesOfCompanyCall, { companyId: 12 })).toBe('/employees/company/12');
    expect(pathOf(employeesOfCompanyCall, { companyId: 'a/b?c' })).toBe(
      '/employees/company/a%2Fb%3Fc',
    );
  });
});
