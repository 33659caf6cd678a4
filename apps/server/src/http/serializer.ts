import build from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
type Serialize = (data: unknown) => string;

const compiled = new WeakMap<z.ZodType, Serialize>();

/**
 * `anyOf: [X, {type: 'null'}]` as `X` with `nullable: true`, and `type: [T, 'null']` as `T`
 * with `nullable: true`: fast-json-stringify serialises a combinator by validating every
 * value against each branch, which costs more than the rest of the answer together.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplify(value)]),
  ) as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const others = anyOf.filter((branch) => (branch as JsonSchema).type !== 'null');
    const [only] = others;
    if (others.length === 1 && typeof only === 'object' && only !== null) {
      const { anyOf: _, ...rest } = schema;
      return { ...rest, ...only, nullable: true };
    }
  }
  const type = schema.type;
  if (Array.isArray(type) && type.length === 2 && type.includes('null')) {
    return { ...schema, type: type.find((t) => t !== 'null'), nullable: true };
  }
  return schema;
}

/** The JSON Schema of an answer as fast-json-stringify reads it. */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  return simplify(json) as JsonSchema;
}

/**
 * A compiled serializer for an answer schema ("answers" in docs/api-conventions.md#the-contract). It writes only the fields
 * the schema names, so a column a query selects by mistake (a BSN, a hash, a tenant id) never
 * leaves the server, and it is several times faster than validating with zod and calling
 * JSON.stringify. Answers are not validated: their types come from the same schemas.
 */
export function compileSerializer(schema: z.ZodType): Serialize {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = build(
      serializerSchema(schema) as unknown as Parameters<typeof build>[0],
    ) as Serialize;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/** Fastify's serializer compiler: every route's answer schemas go through it. */
export function serializerCompiler({ schema }: { schema: unknown }): Serialize {
  if (!(schema instanceof z.ZodType)) {
    throw new Error('een antwoordschema moet een zod-schema zijn (packages/contract)');
  }
  return compileSerializer(schema);
}
