import { DEMO_PASSWORD, DEMO_TENANT_NAME } from './seed/demo-tenant';

export const LOOPBACK_HOST = '127.0.0.1';
export const ALL_HOSTS = '0.0.0.0';
export const DEMO_REMOVE_COMMAND = 'npm run cli -- demo remove';

/** Addresses only this machine can reach: localhost, 127.0.0.0/8 and ::1. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(bare) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(bare)
  );
}

export interface ListenChoice {
  host: string;
  /** Why the server is only reachable from this machine. */
  notice: string | undefined;
  /** HOST exposes the demo tenant, whose password is published. */
  warning: string | undefined;
}

/**
 * Where to listen (docs/operations.md). The demo tenant's password is in the README, so while it exists
 * the default is loopback; an explicit HOST is obeyed, with a warning when it exposes the demo.
 */
export function chooseListenHost(
  configured: string | undefined,
  demoExists: boolean,
): ListenChoice {
  if (configured === undefined) {
    if (!demoExists) return { host: ALL_HOSTS, notice: undefined, warning: undefined };
    return {
      host: LOOPBACK_HOST,
      notice:
        `Alleen bereikbaar vanaf deze computer (${LOOPBACK_HOST}) zolang het demo-bedrijf ` +
        `"${DEMO_TENANT_NAME}" bestaat: het wachtwoord daarvan staat in de README. Verwijder ` +
        `het met "${DEMO_REMOVE_COMMAND}", of zet HOST om andere apparaten toe te laten.`,
      warning: undefined,
    };
  }
  if (!demoExists || isLoopbackHost(configured)) {
    return { host: configured, notice: undefined, warning: undefined };
  }
  return {
    host: configured,
    notice: undefined,
    warning:
      `WAARSCHUWING: HOST=${configured} maakt Klokwerk bereikbaar voor andere apparaten, terwijl ` +
      `het demo-bedrijf "${DEMO_TENANT_NAME}" bestaat. Het wachtwoord van de demo-accounts ` +
      `(${DEMO_PASSWORD}) staat openbaar in de README: iedereen die deze server bereikt, kan ` +
      `daarmee inloggen. Verwijder het demo-bedrijf met "${DEMO_REMOVE_COMMAND}".`,
  };
}
