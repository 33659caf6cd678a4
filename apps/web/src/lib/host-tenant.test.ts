import { describe, expect, it } from 'vitest';
import { tenantFromHost } from './host-tenant';

describe('tenantFromHost', () => {
  it('takes the first label of a tenant subdomain', () => {
    expect(tenantFromHost('demohoreca.klokwerk.nl')).toBe('demohoreca');
    expect(tenantFromHost('DemoHoreca.Klokwerk.nl')).toBe('demohoreca');
    expect(tenantFromHost('demohoreca.klokwerk.nl:8443')).toBe('demohoreca');
  });

  it.each([
    'www.klokwerk.nl',
    'api.x.nl',
    'klokwerk.nl',
    'localhost',
    'localhost:3000',
    'localhost.localdomain',
    '127.0.0.1',
    '192.168.1.5',
    '192.168.1.5:3000',
    '[::1]',
    '[::1]:5173',
    '::1',
    'fe80::1ff:fe23:4567:890a',
    'myhost',
    '',
  ])('gives no tenant for %s', (host) => {
    expect(tenantFromHost(host)).toBeNull();
  });
});
