import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { openDatabase } from '../../apps/server/src/db/open-database';
import { testConfig } from '../../apps/server/src/test/test-app';
import { SMALL_LISTED, seedCompany } from './employee-list-fixture';

/**
 * The ways node-postgres can run a tenant's one-statement read (docs/decisions/019), timed
 * one after another on one connection, so the figure is the round trips and the driver's
 * work, not the pool: `npm run round-trips --workspace bench` with DATABASE_URL.
 * - three round trips: BEGIN with the settings as one simple-protocol string, the statement,
 *   COMMIT (the request path of decision 009);
 * - one string: BEGIN, settings, the statement with its values written in as literals, COMMIT,
 *   all in one simple-protocol string;
 * - pipeline: BEGIN, settings, token check, statement, write probe and COMMIT as separate
 *   extended-protocol statements sent in one write; waiting for the COMMIT's answer or not
 *   (the path taken answers a transaction that wrote nothing before its COMMIT).
 */
const url = process.env.DATABASE_URL;
if (!url)
  throw new Error('DATABASE_URL is nodig: dit meet de rondgangen naar een PostgreSQL-server');
const count = Number(process.argv[process.argv.indexOf('--count') + 1] || 3000);

const config = testConfig();
const database = await openDatabase(config.database);
await runMigrations(database);
const tenant = await seedCompany(database.db, SMALL_LISTED);
await database.close();

const LIST = `select id, first_name, last_name from employees where company_id = $1 and archived_at is null order by last_name`;
const SETUP = `select set_config('role', 'klokwerk_app', true), set_config('app.tenant_id', $1, true)`;

async function timed(name: string, client: pg.Client, run: () => Promise<number>) {
  for (let i = 0; i < 300; i++) await run(); // warm-up
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) {
    const rows = await run();
    if (rows !== SMALL_LISTED) throw new Error(`${name}: ${rows} rijen`);
  }
  const wallUs = Number(process.hrtime.bigint() - start) / 1000 / count;
  const used = process.cpuUsage(cpu);
  const cpuUs = (used.user + used.system) / count;
  process.stdout.write(
    `- ${name}: ${wallUs.toFixed(0)} µs a transaction, ${cpuUs.toFixed(0)} µs of Node's CPU\n`,
  );
  void client;
}

const classic = new pg.Client({ connectionString: url });
await classic.connect();
await timed('three round trips', classic, async () => {
  await classic.query(
    `begin; select set_config('role', 'klokwerk_app', true), set_config('app.tenant_id', '${tenant.tenantId}', true)`,
  );
  const { rows } = await classic.query(LIST, [tenant.companyId]);
  await classic.query('commit');
  return rows.length;
});
await timed('one string, values as literals', classic, async () => {
  const results = (await classic.query(
    `begin; select set_config('role', 'klokwerk_app', true), set_config('app.tenant_id', ${classic.escapeLiteral(tenant.tenantId)}, true); ` +
      `${LIST.replace('$1', classic.escapeLiteral(String(tenant.companyId)))}; commit`,
  )) as unknown as pg.QueryResult[];
  return results[2]?.rows.length ?? 0;
});
await classic.end();

const piped = new pg.Client({ connectionString: url, pipeline: true } as pg.ClientConfig);
await piped.connect();
function pipelined(awaitCommit: boolean) {
  return async () => {
    const sent = [
      piped.query('begin'),
      piped.query({ name: 'setup', text: SETUP, values: [tenant.tenantId] }),
      piped.query({
        name: 'ver',
        text: 'select token_version from users where id = $1',
        values: [tenant.users.EIGENAAR?.id],
      }),
      piped.query(LIST, [tenant.companyId]),
      piped.query({ name: 'wrote', text: 'select pg_current_xact_id_if_assigned() is not null' }),
    ];
    const commit = piped.query('commit');
    const results = await Promise.all(sent);
    if (awaitCommit) await commit;
    else commit.catch(() => undefined);
    return results[3]?.rows.length ?? 0;
  };
}
/** The set-up as one simple-protocol string (tenant and user id as checked literals). */
function pipelinedPrefix(awaitCommit: boolean) {
  const prefix =
    `begin; select set_config('role', 'klokwerk_app', true), set_config('app.tenant_id', '${tenant.tenantId}', true); ` +
    `select token_version from users where id = ${Number(tenant.users.EIGENAAR?.id)}`;
  return async () => {
    const sent = [
      piped.query(prefix),
      piped.query(LIST, [tenant.companyId]),
      piped.query({ name: 'wrote', text: 'select pg_current_xact_id_if_assigned() is not null' }),
    ];
    const commit = piped.query('commit');
    const results = await Promise.all(sent);
    if (awaitCommit) await commit;
    else commit.catch(() => undefined);
    return results[1]?.rows.length ?? 0;
  };
}
await timed('pipeline, waiting for COMMIT', piped, pipelined(true));
await timed(
  'pipeline, answered before the COMMIT of a transaction that wrote nothing (taken)',
  piped,
  pipelined(false),
);
await timed(
  'pipeline, the set-up as one simple-protocol string, answered before the COMMIT',
  piped,
  pipelinedPrefix(false),
);
await piped.end();

process.stdout.write(
  `\n${count} sequential transactions, one connection; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}\n`,
);
