import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the health routes, as `METHOD url` (the API description's route table). */
    routeTable: readonly RouteKey[];
  }
}

/** A route the server registered, as `METHOD url` (Fastify's `:name` path values). */
export type RouteKey = string;

/**
 * Records every route registered from now on (Fastify's onRoute hook; the HEAD twins of GET
 * routes left out): the route table the API description is held to.
 */
export function recordRoutes(app: FastifyInstance): readonly RouteKey[] {
  const routes: RouteKey[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  return routes;
}

/** The API's routes among them. */
export function apiRoutes(routes: readonly RouteKey[]): RouteKey[] {
  return routes.filter((key) => key.split(' ')[1]!.startsWith('/api/'));
}
