import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../domain/enumerations';
import { Failure } from '../services/failure';
import type { SessionGuard } from './session-guard';
import { sessionOf } from './session-guard';

/**
 * The server side of the route table's `permission` middleware: the preHandlers of an endpoint
 * behind a permission (a session, else 401; the permission, else 403 forbidden).
 */
export function requirePermission(requireSession: SessionGuard, permission: Permission): ((request: FastifyRequest) => Promise<void>)[] {
  return [
    requireSession,
    async (request) => {
      if (!sessionOf(request).permissions.includes(permission)) throw Failure.forbidden();
    },
  ];
}
