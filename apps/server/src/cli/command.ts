import type { Config } from '../config/config';
import type { Database } from '../db/database';

/** A mistake of the operator (bad option, unknown tenant): its message is all they need to see. */
export class CliError extends Error {
  override name = 'CliError';
}

export interface CliOption {
  /** Shown in the usage text, e.g. '<naam>'. */
  placeholder: string;
  description: string;
  required: boolean;
  /**
   * A secret (a password): when the option is left out, it is asked for with this question,
   * hidden on a terminal or as one line of stdin, so it need not show in the process list.
   */
  prompt?: string;
}

export interface CommandContext {
  db: Database;
  config: Config;
  now: Date;
  out: (line: string) => void;
  warn: (line: string) => void;
}

export type OptionValues = Readonly<Record<string, string | undefined>>;

/** Reads a secret option that was not given on the command line. */
export type AskSecret = (option: string) => Promise<string>;

export type CommandWork = (context: CommandContext) => Promise<void>;

/**
 * One CLI command. `prepare` checks the options without the database, so a typo is reported
 * at once instead of after opening and migrating it; it returns the work to do with it. It
 * asks for a secret only after the other options passed, so a typo does not cost a password.
 */
export interface CliCommand {
  /** The words that select it, e.g. 'tenant create'. */
  name: string;
  summary: string;
  options: Readonly<Record<string, CliOption>>;
  prepare(values: OptionValues, now: Date, ask: AskSecret): CommandWork | Promise<CommandWork>;
}

/** A required option's value; parse-time checks have already reported missing ones. */
export function requiredValue(values: OptionValues, option: string): string {
  const value = values[option];
  if (value === undefined) throw new CliError(`De optie --${option} ontbreekt.`);
  return value;
}

/** A secret option's value: from the command line when given there, otherwise asked for. */
export function secretValue(values: OptionValues, option: string, ask: AskSecret): Promise<string> {
  const value = values[option];
  return value === undefined ? ask(option) : Promise.resolve(value);
}
