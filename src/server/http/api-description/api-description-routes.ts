import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { sessionCookieName } from '../session-guard';
import { renderDocsPage } from './docs-page';
import { openApiDocument } from './openapi-document';
import type { RouteKey } from './route-list';

/** The API's version in its description: raised with a change integrators must follow. */
const API_VERSION = '1.0.0';

/**
 * GET /api/openapi.json and GET /api/docs: the description of the routes the server registered
 * (`routes`, complete once the server is ready), built at the first request and kept.
 */
export function registerApiDescription(app: FastifyInstance, config: Config, routes: readonly RouteKey[]): void {
  let document: Record<string, unknown> | null = null;
  let page: string | null = null;
  const described = () => (document ??= openApiDocument(routes, { version: API_VERSION, serverUrl: config.publicUrl, sessionCookie: sessionCookieName(config) }));

  app.get('/api/openapi.json', async () => described());

  app.get('/api/docs', async (_request, reply) => {
    reply.type('text/html; charset=utf-8');
    return (page ??= renderDocsPage(described()));
  });
}
