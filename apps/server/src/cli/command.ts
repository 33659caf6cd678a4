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
}

export interface CommandContext {
  db: Database;
  now: Date;
  out: (line: string) => void;
  warn: (line: string) => void;
}

export type OptionValues = Readonly<Record<string, string | undefined>>;

/**
 * One CLI command. `prepare` checks the options without the database, so a typo is reported
 * at once instead of after opening and migrating it; it returns the work to do with it.
 */
export interface CliCommand {
  /** The words that select it, e.g. 'tenant create'. */
  name: string;
  summary: string;
  options: Readonly<Record<string, CliOption>>;
  prepare(values: OptionValues, now: Date): (context: CommandContext) => Promise<void>;
}

/** A required option's value; parse-time checks have already reported missing ones. */
export function requiredValue(values: OptionValues, option: string): string {
  const value = values[option];
  if (value === undefined) throw new CliError(`De optie --${option} ontbreekt.`);
  return value;
}
