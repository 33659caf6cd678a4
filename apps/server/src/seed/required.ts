export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`demo seed: ${what} missing`);
  return value;
}
