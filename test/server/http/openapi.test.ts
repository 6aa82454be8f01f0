import { describe, expect, it } from 'vitest';
import { operations } from '../../../src/server/http/api-description/operations';
import { apiRoutes } from '../../../src/server/http/api-description/route-list';
import { buildTestApp, type TestApp, useTestApp } from '../helpers/test-app';
import { freshPglite } from '../../support/db';

let test: TestApp;
useTestApp((opened) => ({ test } = opened));

type Document = { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; security: unknown[]; parameters: { name: string; in: string }[]; 'x-access': string; 'x-step-up'?: string }>> };

describe('GET /api/openapi.json', () => {
  it('describes every /api route the server has, and nothing else (a route without a description fails here)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<Document>();
    expect(document.openapi).toBe('3.1.0');
    const described = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
    const registered = apiRoutes(test.app.routeTable);
    expect(described.sort()).toEqual([...registered].sort());
    // And the table has no entry for a route the server (in demo mode) lacks.
    expect(Object.keys(operations).sort()).toEqual([...registered].sort());
    expect(registered.length).toBeGreaterThan(100);
  });

  it('marks public routes, permissions and step-up, and names every error code', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    const login = document.paths['/api/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login['x-access']).toBe('public');
    const earnings = document.paths['/api/reservations/{resNo}/earnings']!.get!;
    expect(earnings['x-access']).toBe('ViewPayments');
    expect(earnings.security).toEqual([{ session: [] }]);
    expect(earnings.parameters).toEqual([expect.objectContaining({ name: 'resNo', in: 'path' })]);
    expect(Object.keys(earnings.responses).sort()).toEqual(['200', '400', '401', '403', '404', '500', '503']);
    const legal = document.paths['/api/profile/legal/{id}']!.put!;
    expect(legal['x-step-up']).toBe('always');
    expect(JSON.stringify(legal.responses['403'])).toContain('step_up_required');
    expect(JSON.stringify(document)).not.toContain('$defs');
    // Dates are said as a format; answers do not promise that no field is added later.
    const reservations = document.paths['/api/reservations']!.get!;
    expect(reservations.parameters).toContainEqual(expect.objectContaining({ name: 'dateFrom', schema: expect.objectContaining({ type: 'string', format: 'date' }) }));
    expect(JSON.stringify(reservations.responses['200'])).not.toContain('additionalProperties');
  });

  it('leaves out the demo routes outside demo mode', async () => {
    const production = await buildTestApp(await freshPglite(), { env: { NODE_ENV: 'production' } });
    try {
      const document = (await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
      expect(document.paths['/api/demo/outbox']).toBeUndefined();
      expect(document.paths['/api/profile']).toBeDefined();
    } finally {
      await production.app.close();
      await production.database.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('is one HTML page without scripts or inline styles, listing every operation', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script|style=/i);
    expect(response.body).toContain('<code>GET /api/reservations/{resNo}</code>');
    expect(response.body.match(/<h3 /g)?.length).toBe(Object.keys(operations).length);
  });
});
