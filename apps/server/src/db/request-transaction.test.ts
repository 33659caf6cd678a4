import { describe, expect, it } from 'vitest';
import { standsAlone } from './request-transaction';

describe('standsAlone: which statements may run before, and outside, the request transaction', () => {
  it.each([
    'select id from employees where tenant_id = $1',
    '  SELECT 1',
    '\n      select e.id as "employeeId" from employees e',
    'select id from shifts where note = $1 -- for the record',
  ])('a plain SELECT reads on its own: %s', (text) => {
    expect(standsAlone(text)).toBe(true);
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
    'select pg_advisory_xact_lock(hashtextextended($1, 0))',
    'select pg_advisory_xact_lock_shared(hashtextextended($1, 0))',
    'select pg_try_advisory_xact_lock($1)',
    "select set_config('app.tenant_id', $1, true)",
    "select nextval('employees_id_seq')",
    'savepoint sp1',
    'begin',
  ])('anything else opens the transaction: %s', (text) => {
    expect(standsAlone(text)).toBe(false);
  });
});
