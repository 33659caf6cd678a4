import fc from 'fast-check';
import { hostileValue } from './hostile-values';

/** A JSON Schema node as the OpenAPI document writes it (the subset our contract produces). */
export interface SchemaNode {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/**
 * What the fuzz suite knows of the tenants it made: ids and e-mail addresses of its own tenant
 * and of another one, so that generated requests also name real objects (and other tenants').
 */
export interface KnownValues {
  ids: readonly number[];
  emails: readonly string[];
  roles: readonly string[];
}

const DATE_TIMES = [
  '2026-11-20T09:00:00',
  '2026-11-20T17:00:00',
  '2026-12-01T08:00:00',
  '2026-12-01T16:30:00',
  '2026-10-05T09:00:00Z',
  '2026-11-21T10:00:00+01:00',
];

/** Values a field of this name usually holds, next to what its schema alone would make. */
function hinted(name: string, known: KnownValues): fc.Arbitrary<unknown> | null {
  const lower = name.toLowerCase();
  if (lower === 'id' || lower.endsWith('id') || lower === 'before') {
    return fc.oneof(
      fc.constantFrom(...known.ids),
      fc.constantFrom(...known.ids).map(String),
      fc.integer({ min: 1, max: 10_000 }),
    );
  }
  if (lower.includes('email')) return fc.constantFrom(...known.emails);
  if (
    lower.includes('time') ||
    lower.includes('date') ||
    ['start', 'end', 'from', 'to'].includes(lower)
  ) {
    return fc.oneof(fc.constantFrom(...DATE_TIMES), fc.constantFrom('2026-11-01', '1990-05-17'));
  }
  if (lower === 'roles' || lower === 'role') {
    return fc.oneof(
      fc.constantFrom(...known.roles).map((role) => [role]),
      fc.constantFrom(...known.roles),
    );
  }
  if (lower === 'year') return fc.integer({ min: 1999, max: 2101 });
  if (lower === 'month') return fc.integer({ min: 0, max: 13 });
  return null;
}

function stringFor(node: SchemaNode): fc.Arbitrary<string> {
  if (node.format === 'date') return fc.constantFrom('2026-11-21', '1990-01-31', '2026-02-29');
  if (node.format === 'date-time') return fc.constantFrom(...DATE_TIMES);
  if (node.pattern?.startsWith('^[1-9][0-9]')) return fc.integer({ min: 1, max: 99 }).map(String);
  if (node.pattern?.startsWith('^[A-Za-z0-9_-]{16,64}')) {
    return fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/);
  }
  const max = Math.min(node.maxLength ?? 40, 40);
  return fc.string({ minLength: Math.min(node.minLength ?? 0, max), maxLength: max });
}

/**
 * Values that a JSON Schema of the contract describes, with names as hints; at each level a
 * hostile value or an unknown extra field may take the place of what the schema says.
 */
export function valuesOf(
  node: SchemaNode | undefined,
  known: KnownValues,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const described = describedValue(node, known, name, depth);
  return fc.oneof({ weight: 6, arbitrary: described }, { weight: 1, arbitrary: hostileValue });
}

function describedValue(
  node: SchemaNode | undefined,
  known: KnownValues,
  name: string,
  depth: number,
): fc.Arbitrary<unknown> {
  if (!node || depth > 6) return fc.constant(null);
  const hint = hinted(name, known);
  if (hint) return hint;
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const branches = node.anyOf ?? node.oneOf;
  if (branches && branches.length > 0) {
    return fc.oneof(...branches.map((branch) => describedValue(branch, known, name, depth)));
  }
  if (node.allOf && node.allOf.length > 0) {
    return describedValue(Object.assign({}, ...node.allOf), known, name, depth);
  }
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  const base = ((): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringFor(node);
      case 'integer':
        return fc.integer({
          min: Math.max(node.minimum ?? -1000, -1_000_000),
          max: Math.min(node.maximum ?? 1000, 1_000_000),
        });
      case 'number':
        return fc.double({
          min: Math.max(node.minimum ?? -1000, -1e6),
          max: Math.min(node.maximum ?? 1000, 1e6),
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(valuesOf(node.items, known, name, depth + 1), {
          minLength: Math.min(node.minItems ?? 0, 3),
          maxLength: Math.min(node.maxItems ?? 3, 3),
        });
      case 'object':
        return objectOf(node, known, depth);
      default:
        return fc.constant(null);
    }
  })();
  return node.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
}

function objectOf(node: SchemaNode, known: KnownValues, depth: number): fc.Arbitrary<unknown> {
  const properties = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, child]) => [key, valuesOf(child, known, key, depth + 1)]),
  );
  const optional = Object.keys(properties).filter((key) => !required.has(key));
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) }),
      fc.subarray(optional),
      fc.option(
        fc.dictionary(fc.constantFrom('extra', 'tenantId', 'isAdmin', 'id'), hostileValue),
        {
          freq: 5,
        },
      ),
    )
    .map(([record, dropped, extra]) => {
      const value: Record<string, unknown> = { ...record };
      for (const key of dropped) delete value[key];
      return extra ? { ...value, ...extra } : value;
    });
}
