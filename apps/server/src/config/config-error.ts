/** A bad setting or a bad file in DATA_DIR: start-up prints its message (Dutch) and stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
