import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifyRequest, preSerializationAsyncHookHandler } from 'fastify';
import { jsonSchemaOf } from './api-description/openapi-document';
import { operations } from './api-description/operations';
import type { RouteKey } from './api-description/route-list';

/** Turns an answer into its JSON text. */
type Serialize = (data: unknown) => string;

type JsonSchema = Record<string, unknown>;

/**
 * The JSON answers' serializers (issue 24): fast-json-stringify code compiled from each
 * operation's contract schema, the one the API description shows, so an answer holds the fields
 * the contract names and nothing else. Compiled on an operation's first answer, not at start (all
 * of them take ~150 ms). With `check` (tests) every answer is also serialized by JSON.stringify and
 * must read back equal: a field the contract does not name, or a value of another type, fails the
 * request instead of being dropped or coerced unseen.
 */
export class AnswerSerializers {
  private readonly compiled = new Map<RouteKey, Serialize | null>();

  constructor(private readonly check: boolean) {}

  /** The serializer of the request's route (JSON.stringify for a route without a JSON schema). */
  ofRoute(request: FastifyRequest): Serialize {
    return this.of(`${request.method} ${request.routeOptions.url}`) ?? JSON.stringify;
  }

  /** The serializer of an operation's success answer; null when it answers no JSON. */
  of(key: RouteKey): Serialize | null {
    if (this.compiled.has(key)) return this.compiled.get(key)!;
    const schema = operations[key]?.success.schema;
    const serialize = schema ? fastJson(forSerializer(jsonSchemaOf(schema, 'output', 'draft-7')) as never) : null;
    const chosen = serialize && this.check ? checked(key, serialize) : serialize;
    this.compiled.set(key, chosen);
    return chosen;
  }
}

/**
 * Answers of the routes registered from now on that the API description gives a JSON schema go
 * through their compiled serializer (only objects: a string or buffer answer is sent as it is).
 */
export function registerAnswerSerializers(app: FastifyInstance, serializers: AnswerSerializers): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const key = `${method} ${route.url}`;
      const success = operations[key]?.success;
      if (!success?.schema) continue;
      const hook: preSerializationAsyncHookHandler = async (_request, reply, payload) => {
        const serialize = reply.statusCode === success.status ? serializers.of(key) : null;
        if (serialize) reply.serializer(serialize);
        return payload;
      };
      route.preSerialization = [...[route.preSerialization ?? []].flat(), hook];
    }
  });
}

function checked(key: RouteKey, serialize: Serialize): Serialize {
  return (data) => {
    const text = serialize(data);
    if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(data)))) {
      throw new Error(`${key}: the answer does not match its contract schema (compiled ${text.slice(0, 300)} … plain ${JSON.stringify(data).slice(0, 300)})`);
    }
    return text;
  };
}

/** zod's `X | null` (anyOf X, null) as fast-json-stringify's nullable X, which it serializes without trying each branch. */
function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (typeof schema !== 'object' || schema === null) return schema;
  const json = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, forSerializer(value)])) as JsonSchema;
  const branches = json.anyOf;
  if (Array.isArray(branches) && branches.length === 2 && Object.keys(json).length === 1) {
    const isNull = (branch: unknown) => isDeepStrictEqual(branch, { type: 'null' });
    const other = branches.find((branch) => !isNull(branch)) as JsonSchema | undefined;
    if (other && branches.some(isNull) && typeof other.type === 'string' && !('anyOf' in other) && !('enum' in other) && !('const' in other)) return { ...other, nullable: true };
  }
  return json;
}
