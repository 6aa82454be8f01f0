import fc from 'fast-check';

type Schema = Record<string, unknown>;

const isoDate = fc.integer({ min: -25_567, max: 84_005 }).map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));

function stringOf(schema: Schema): fc.Arbitrary<string> {
  if (typeof schema.pattern === 'string') {
    const max = typeof schema.maxLength === 'number' ? schema.maxLength : Infinity;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= max);
  }
  switch (schema.format) {
    case 'date':
      return isoDate;
    case 'date-time':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.max(minLength, Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 40, minLength + 40));
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + (integer ? 1 : 1e-6) : -1e6;
  const max = typeof schema.maximum === 'number' ? schema.maximum : typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - (integer ? 1 : 1e-6) : 1e6;
  return integer
    ? fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values a JSON Schema (as zod's toJSONSchema writes it) accepts, for the contract fuzzer: types,
 * enums and constants, lengths, ranges, patterns and the common formats. Refinements JSON Schema
 * cannot say (a date range's order, a checksum) are not known, so some values are still refused.
 */
export function arbitraryOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((member) => arbitraryOf(member, depth)));
  if (Array.isArray(schema.allOf)) return arbitraryOf(schema.allOf[0] as Schema, depth);
  if (Array.isArray(schema.type)) return fc.oneof(...(schema.type as string[]).map((type) => arbitraryOf({ ...schema, type }, depth)));
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'string':
      return stringOf(schema);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, minLength + 3));
      return depth > 4 ? fc.constant([]) : fc.array(arbitraryOf(items, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = (schema.required ?? []) as string[];
      const record = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, arbitraryOf(property, depth + 1)]));
      const additional = schema.additionalProperties;
      if (Object.keys(properties).length === 0 && additional && typeof additional === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), arbitraryOf(additional as Schema, depth + 1), { maxKeys: 3 });
      }
      return fc.record(record, { requiredKeys: required.filter((key) => key in record) });
    }
  }
  return fc.jsonValue({ maxDepth: 2 });
}

/** Control characters no field holds (the API refuses them everywhere). */
const controlCharacter = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u007f');

/** A value with a control character put into one of its strings (or the value replaced by one), so the API must refuse it. */
export function withControlCharacter(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    // Between code points, so a surrogate pair stays whole.
    const points = [...value];
    return fc.tuple(controlCharacter, fc.nat({ max: points.length })).map(([char, at]) => [...points.slice(0, at), char, ...points.slice(at)].join(''));
  }
  if (Array.isArray(value) && value.length > 0) return fc.nat({ max: value.length - 1 }).chain((index) => withControlCharacter(value[index]).map((item) => value.map((old, at) => (at === index ? item : old))));
  if (value !== null && typeof value === 'object' && Object.keys(value).length > 0) {
    const keys = Object.keys(value);
    return fc.constantFrom(...keys).chain((key) => withControlCharacter((value as Record<string, unknown>)[key]).map((item) => ({ ...value, [key]: item })));
  }
  return controlCharacter.map((char) => `x${char}`);
}
