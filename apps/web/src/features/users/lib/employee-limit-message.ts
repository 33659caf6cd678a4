const LIMIT = 'Employee limit exceeded';

/**
 * The plan's limit arrives in the specification's English (`Employee limit exceeded. Current:
 * 25, Allowed: 25`); the screen shows it in Dutch (docs/screens.md#registration-links). Other messages pass as is.
 */
export function translateEmployeeLimit(message: string): string {
  if (!message.includes(LIMIT)) return message;
  return message
    .replace(LIMIT, 'Maximum aantal werknemers overschreden')
    .replace(/\bCurrent\b/, 'Huidig')
    .replace(/\bAllowed\b/, 'Toegestaan');
}
