import { describe, expect, it } from 'vitest';
import { mayWrite } from './request-transaction';

describe('mayWrite: which statements make a request wait for its COMMIT', () => {
  it.each([
    'select id from employees where tenant_id = $1',
    '  SELECT 1',
    '\n      select e.id as "employeeId" from employees e',
    'select pg_advisory_xact_lock($1)',
  ])('a plain SELECT only reads: %s', (text) => {
    expect(mayWrite(text)).toBe(false);
  });

  it.each([
    'insert into audit_log (tenant_id) values ($1)',
    'update employees set first_name = $1',
    'delete from schedules where id = $1',
    'with moved as (update schedules set status = $1 returning id) select id from moved',
    'select id from month_closings where id = $1 for update',
    'select id from schedules for no key update skip locked',
    'select id from outbox for share',
    'select id from outbox for key share',
    'SELECT id FROM users FOR UPDATE',
  ])('anything else may write: %s', (text) => {
    expect(mayWrite(text)).toBe(true);
  });
});
