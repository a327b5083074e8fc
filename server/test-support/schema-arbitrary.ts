import fc from 'fast-check';

/** The part of JSON Schema (as the OpenAPI document writes it) that request bodies and parameters use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
}

const limited = (max: number | undefined, cap: number) => Math.min(max ?? cap, cap);

function ofType(schema: JsonSchema, type: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'object': {
      if (!schema.properties) {
        const values =
          typeof schema.additionalProperties === 'object' ? fittingValue(schema.additionalProperties) : fc.jsonValue();
        return fc.dictionary(fc.string({ maxLength: 8 }), values, { maxKeys: 3 });
      }
      const record = Object.fromEntries(Object.entries(schema.properties).map(([key, inner]) => [key, fittingValue(inner)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in record) });
    }
    case 'array':
      return fc.array(schema.items ? fittingValue(schema.items) : fc.jsonValue(), { maxLength: limited(schema.maxItems, 4) });
    case 'string':
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      if (schema.format === 'email') return fc.emailAddress();
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, limited(schema.maxLength, 24)),
      });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1_000_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/**
 * Values that fit `schema`, as far as a schema can say (rules written in code, such as "confirmation equals
 * password", are left to chance). The start of the mutated requests of the no-500 property test.
 */
export function fittingValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(fittingValue));
  if (Array.isArray(schema.type)) return fc.oneof(...schema.type.map((type) => ofType(schema, type)));
  return ofType(schema, schema.type ?? 'any');
}
