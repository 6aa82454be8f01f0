import { z } from 'zod';
import { ApiError } from '../../../contract/api-error';
import { CalendarDate } from '../../../contract/calendar-date';
import type { ApiErrorCode } from '../../../contract/api-error';
import type { Operation } from './operation';
import { operations } from './operations';
import { apiRoutes, type RouteKey } from './route-list';

type JsonSchema = Record<string, unknown>;

/**
 * A contract schema as JSON Schema, 2020-12 (OpenAPI 3.1's dialect) unless another draft is asked
 * for (the answers' serializers read draft 7): what a request may send, or what an answer holds.
 */
export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output', target: 'draft-2020-12' | 'draft-7' = 'draft-2020-12'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    target,
    unrepresentable: 'any',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      // The one date schema checks in code what JSON Schema says as a format and a range.
      if (zodSchema === CalendarDate) Object.assign(jsonSchema, { format: 'date', description: 'yyyy-MM-dd, from 1900-01-01 to 2999-12-31' });
      // Answers may gain fields: clients ignore what they do not know, so no answer promises there are none.
      if (io === 'output' && jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
    },
  }) as JsonSchema;
  return json;
}

/** `/api/reservations/:resNo` → `/api/reservations/{resNo}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Every status an operation answers besides its success, with the contract's codes under each. */
export function errorAnswersOf(key: RouteKey, operation: Operation): Record<number, readonly ApiErrorCode[]> {
  const answers: Partial<Record<number, ApiErrorCode[]>> = {};
  const add = (status: number, codes: readonly ApiErrorCode[]) => {
    const list = (answers[status] ??= []);
    for (const code of codes) if (!list.includes(code)) list.push(code);
  };
  // Any request may be malformed (bad JSON, control characters, a value the schema refuses).
  add(400, ['invalid_request']);
  if (operation.access !== 'public') {
    add(401, ['unauthenticated']);
    add(403, ['password_change_required']);
  }
  if (operation.access !== 'public' && operation.access !== 'session') add(403, ['forbidden']);
  // Unsafe methods from another site are refused.
  if (!key.startsWith('GET ')) add(403, ['forbidden']);
  if (operation.stepUp) add(403, ['step_up_required']);
  if (operation.limited) add(429, ['too_many_requests']);
  for (const [status, codes] of Object.entries(operation.errors ?? {})) add(Number(status), codes);
  add(500, ['internal']);
  add(503, ['database_unavailable', 'delivery_unavailable']);
  return answers as Record<number, readonly ApiErrorCode[]>;
}

function parametersOf(operation: Operation): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  for (const [location, schema] of [['path', operation.params], ['query', operation.query], ['header', operation.headers]] as const) {
    if (!schema) continue;
    const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      parameters.push({ name, in: location, required: location === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return parameters;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'The request does not fit its schema (fieldErrors name each field) or was refused',
  401: 'Not signed in',
  403: 'Not allowed (permission, step-up, a password to change first, or a cross-site request)',
  404: 'Not found (also for another account’s object)',
  409: 'Conflicts with the current state',
  410: 'The link is used or expired',
  413: 'The body is too large',
  429: 'Too many requests: retry after Retry-After seconds',
  500: 'Failed: quote errorId when reporting it',
  503: 'The database or a message channel is unavailable',
};

function operationObject(key: RouteKey, operation: Operation): JsonSchema {
  const success = operation.success;
  const responses: Record<string, JsonSchema> = {
    [success.status]: {
      description: STATUS_TEXT[success.status],
      ...(success.schema
        ? { content: { 'application/json': { schema: jsonSchemaOf(success.schema, 'output') } } }
        : success.mediaTypes
          ? { content: Object.fromEntries(success.mediaTypes.map((type) => [type, { schema: { type: 'string', ...(type.startsWith('text/') || type.endsWith('json') ? {} : { contentMediaType: type }) } }])) }
          : {}),
    },
  };
  for (const [status, codes] of Object.entries(errorAnswersOf(key, operation))) {
    // An empty list under 503 (health): the answer has the success body's shape, naming what is down.
    const schema = codes.length === 0 && status === '503' && success.schema ? jsonSchemaOf(success.schema, 'output') : { $ref: '#/components/schemas/ApiError' };
    responses[status] = {
      description: codes.length > 0 ? `${STATUS_TEXT[Number(status)]}: ${codes.map((code) => `\`${code}\``).join(', ')}` : STATUS_TEXT[Number(status)],
      content: { 'application/json': { schema } },
      ...(codes.length > 0 ? { 'x-error-codes': codes } : {}),
    };
  }
  const body = operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(operation.body, 'input') } } } } : {};
  const access =
    operation.access === 'public' ? 'Public: no session needed.' : operation.access === 'session' ? 'Any signed-in account.' : `Signed in with the permission ${operation.access}.`;
  const stepUp = operation.stepUp === 'always' ? ' Needs a fresh step-up (POST /api/step-up).' : operation.stepUp ? ' Replacing a value on file needs a fresh step-up.' : '';
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/_$/, ''),
    summary: operation.summary,
    description: `${access}${stepUp}${operation.demoOnly ? ' Demo mode only.' : ''}`,
    tags: [operation.tag],
    security: operation.access === 'public' ? [] : [{ session: [] }],
    'x-access': operation.access,
    ...(operation.stepUp ? { 'x-step-up': operation.stepUp } : {}),
    ...(operation.limited ? { 'x-rate-limited': true } : {}),
    ...(operation.demoOnly ? { 'x-demo-only': true } : {}),
    parameters: parametersOf(operation),
    ...body,
    responses,
  };
}

/** The operations of the routes the server has, in the route table's order (routes without an entry left out: a test forbids them). */
export function describedOperations(routes: readonly RouteKey[]): [RouteKey, Operation][] {
  return apiRoutes(routes).flatMap((key) => (operations[key] ? [[key, operations[key]] as [RouteKey, Operation]] : []));
}

/**
 * The OpenAPI 3.1 document of the API: one operation per route the server registered, its
 * schemas generated from the contract's zod schemas (the ones the routes parse with).
 */
export function openApiDocument(routes: readonly RouteKey[], options: { readonly version: string; readonly serverUrl: string; readonly sessionCookie: string }): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, operation] of describedOperations(routes)) {
    const [method, url] = key.split(' ') as [string, string];
    (paths[openApiPath(url)] ??= {})[method.toLowerCase()] = operationObject(key, operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Owner Portal API',
      version: options.version,
      description:
        'The API of the Owner Portal. Every error answer is an ApiError; unsafe methods from another site are refused (403). Strings holding control characters other than tab and line breaks are refused (400 invalid_request, fieldErrors `invalid_characters`).',
    },
    servers: [{ url: options.serverUrl }],
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: options.sessionCookie, description: 'The session cookie POST /api/login/verify or POST /api/passkeys/login/verify sets.' },
      },
      schemas: { ApiError: jsonSchemaOf(ApiError, 'output') },
    },
    paths,
  };
}
