const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const NOT_A_TENANT = new Set(['www', 'api']);

/**
 * The tenant a host name points at: its first label, as in
 * `demohoreca.klokwerk.nl`. Hosts that cannot name a tenant give null: no dot, localhost,
 * IP addresses (docs/api-conventions.md#requests), the labels www and api, and a bare two-label domain such as
 * `klokwerk.nl`, whose first label is the product, not a customer.
 * Accepts `host` values with a port too (`localhost:3000`, `[::1]:5173`).
 */
export function tenantFromHost(host: string): string | null {
  const value = host.trim().toLowerCase();
  if (value === '' || value.startsWith('[')) return null;
  // More than one colon without brackets is a bare IPv6 address.
  if (value.split(':').length > 2) return null;
  const name = value.split(':')[0] ?? '';
  if (!name.includes('.') || name.startsWith('localhost') || IPV4.test(name)) return null;
  const labels = name.split('.').filter((label) => label !== '');
  if (labels.length < 3) return null;
  const first = labels[0] ?? '';
  return NOT_A_TENANT.has(first) ? null : first;
}
