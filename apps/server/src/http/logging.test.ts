import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './logging';

describe('redactUrl', () => {
  it('drops the query string, e-mail addresses and tokens from a logged path', () => {
    expect(redactUrl('/api/corrections/all/email/sanne%40example.nl?x=1')).toBe(
      '/api/corrections/all/email/[e-mail]',
    );
    expect(
      redactUrl('/api/employees/register/Q2FmZSBEZSBIYXZlbiBpcyBlZW4gdG9rZW4gaGllcg?tenant=x'),
    ).toBe('/api/employees/register/[geheim]');
    expect(
      redactUrl('/api/calendar/demohoreca-12-3f9a0c1b2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a.ics'),
    ).toBe('/api/calendar/[geheim]');
    expect(redactUrl('/api/employees/company/4')).toBe('/api/employees/company/4');
  });
});

describe('serializeError', () => {
  it("keeps a failed query's text and code but never its values or the row's detail", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      constraint: 'employees_email_key',
      detail: 'Key (tenant_id, lower(email))=(demohoreca, sanne@example.nl) already exists.',
    });
    const error = new DrizzleQueryError(
      'insert into "employees" ("email", "bsn_encrypted") values ($1, $2)',
      ['sanne@example.nl', 'v1.abc'],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('insert into');
    expect(logged).toContain('23505');
    expect(logged).toContain('employees_email_key');
    expect(logged).not.toContain('sanne@example.nl');
    expect(logged).not.toContain('v1.abc');
  });

  it('reads anything thrown', () => {
    expect(serializeError('kapot')).toEqual({ type: 'string', message: 'kapot', stack: '' });
  });
});
