import { parseArgs } from 'node:util';
import { PLAN_NAMES } from '@klokwerk/domain/plans';
import { ConfigError, loadConfig } from '../config/config';
import { tightenDataDir, tightenedNotice } from '../config/private-data-dir';
import { DatabaseLockedError } from '../db/data-dir-lock';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { AppError } from '../http/errors';
import { type CliCommand, CliError, type OptionValues } from './command';
import { demoRemove } from './commands/demo-remove';
import { tenantCreate } from './commands/tenant-create';
import { tenantList } from './commands/tenant-list';
import { userResetPassword } from './commands/user-reset-password';
import { readSecret, type SecretInput } from './read-secret';

export const COMMANDS: readonly CliCommand[] = [
  tenantCreate,
  tenantList,
  userResetPassword,
  demoRemove,
];

export interface Output {
  write(chunk: string): unknown;
}

export interface CliDeps {
  env: NodeJS.ProcessEnv;
  stdout: Output;
  stderr: Output;
  /** Where a password left off the command line is read from; none: it cannot be asked. */
  stdin?: SecretInput;
  now?: () => Date;
}

const HELP_FLAGS = new Set(['--help', '-h']);

export function usageText(): string {
  const lines = [
    'Klokwerk-beheer',
    '',
    'Gebruik: npm run cli -- <commando> [opties]',
    '',
    "Commando's:",
  ];
  for (const command of COMMANDS) {
    lines.push(`  ${command.name}`, `      ${command.summary}`);
    for (const [option, spec] of Object.entries(command.options)) {
      const flag = `--${option} ${spec.placeholder}`;
      const note = spec.prompt
        ? ' (weglaten: wordt gevraagd)'
        : spec.required
          ? ''
          : ' (optioneel)';
      lines.push(`      ${flag.padEnd(34)} ${spec.description}${note}`);
    }
  }
  lines.push(
    '  help',
    '      Toont deze tekst.',
    '',
    `Abonnementen: ${PLAN_NAMES.join(', ')}.`,
    '',
    'Database: de ingebouwde in DATA_DIR (standaard ./data, gezien vanaf de map waar je npm',
    'start), of een PostgreSQL-server via DATABASE_URL. Stop de server voordat je de',
    'ingebouwde database gebruikt.',
    '',
    'Wachtwoorden: laat --owner-password en --password weg. De CLI vraagt er dan om (verborgen,',
    'twee keer) of leest de eerste regel van stdin. Een wachtwoord als argument kan elke',
    'gebruiker van deze computer in de proceslijst lezen.',
    '',
    'Voorbeelden:',
    '  npm run cli -- tenant create --name "Café De Haven" --plan "Klokwerk Maandelijks" \\',
    '      --owner-user jan --owner-email jan@dehaven.nl',
    '  npm run cli -- tenant list',
    '  npm run cli -- user reset-password --tenant cafedehaven --user jan',
    `  printf '%s\\n' "$WACHTWOORD" | npm run cli -- user reset-password --tenant cafedehaven --user jan`,
    '  npm run cli -- demo remove',
  );
  return lines.join('\n');
}

type Invocation =
  | { kind: 'help' }
  | { kind: 'unknown'; typed: string }
  | { kind: 'run'; command: CliCommand; values: OptionValues };

/** parseArgs speaks English; the operator reads Dutch. */
function parseError(error: unknown, command: CliCommand): CliError {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  const quoted = /'([^']+)'/.exec(message)?.[1] ?? '';
  switch (code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return new CliError(`Onbekende optie ${quoted} voor "${command.name}".`);
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      return new CliError(`De optie ${quoted.split(' ')[0]} heeft een waarde nodig.`);
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return new CliError(`Onverwacht argument "${quoted}" voor "${command.name}".`);
    default:
      return new CliError(message);
  }
}

function parseInvocation(argv: readonly string[]): Invocation {
  const [first, second] = argv;
  if (first === undefined || first === 'help' || argv.some((arg) => HELP_FLAGS.has(arg))) {
    return { kind: 'help' };
  }
  const command = COMMANDS.find((c) => c.name === `${first} ${second ?? ''}`);
  if (!command) return { kind: 'unknown', typed: argv.slice(0, 2).join(' ') };
  const options = Object.fromEntries(
    Object.keys(command.options).map((name) => [name, { type: 'string' as const }]),
  );
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: argv.slice(2), options, strict: true, allowPositionals: false });
  } catch (error) {
    throw parseError(error, command);
  }
  const values: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(parsed.values)) {
    // An empty value ("--name ''") is as good as none.
    if (typeof value === 'string' && value.trim() !== '') values[name] = value;
  }
  const missing = Object.entries(command.options)
    .filter(([name, spec]) => spec.required && values[name] === undefined)
    .map(([name]) => `--${name}`);
  if (missing.length > 0) {
    const noun = missing.length === 1 ? 'Ontbrekende optie' : 'Ontbrekende opties';
    throw new CliError(`${noun} voor "${command.name}": ${missing.join(', ')}.`);
  }
  return { kind: 'run', command, values };
}

/** What the operator sees of a failure: a message, never a stack trace. */
function describeFailure(error: unknown): string {
  if (error instanceof CliError || error instanceof AppError || error instanceof ConfigError) {
    return error.message;
  }
  if (error instanceof DatabaseLockedError) {
    return `${error.message}\nStop eerst de server (Ctrl+C in het venster van npm start) en voer dit commando daarna opnieuw uit.`;
  }
  // A failed query's own message lists its parameters, password hashes included; the
  // database's reason (its cause) is what helps.
  const cause = (error as { cause?: unknown }).cause;
  const reason =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return `Er ging iets mis: ${reason}`;
}

/** Runs one CLI command; answers the exit code (0 done, 1 failed). */
export async function runCli(argv: readonly string[], deps: CliDeps): Promise<number> {
  const out = (line: string) => deps.stdout.write(`${line}\n`);
  const err = (line: string) => deps.stderr.write(`${line}\n`);
  const now = deps.now?.() ?? new Date();
  try {
    const invocation = parseInvocation(argv);
    if (invocation.kind === 'help') {
      out(usageText());
      return 0;
    }
    if (invocation.kind === 'unknown') {
      err(`Onbekend commando "${invocation.typed}".\n`);
      err(usageText());
      return 1;
    }
    const { command, values } = invocation;
    for (const [option, spec] of Object.entries(command.options)) {
      if (spec.prompt && values[option] !== undefined) {
        err(
          `Let op: --${option} staat zichtbaar in de proceslijst en de shellgeschiedenis. Laat het weg; dan vraagt de CLI erom.`,
        );
      }
    }
    const ask = (option: string) =>
      readSecret(command.options[option]?.prompt ?? option, deps.stdin, deps.stderr);
    const work = await command.prepare(values, now, ask);
    const config = loadConfig(deps.env);
    const tightened = tightenDataDir(config.dataDir);
    if (tightened > 0) err(tightenedNotice(config.dataDir, tightened));
    const database = await openDatabase(config.database);
    try {
      await runMigrations(database);
      await work({ db: database.db, config, now, out, warn: err });
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    err(describeFailure(error));
    return 1;
  }
}
