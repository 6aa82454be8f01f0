import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DocumentsQuery, ShareRequest } from '../../contract/documents';
import { DocumentsService } from '../services/documents-service';
import { documentTexts } from '../services/document-texts';
import { contentDisposition } from '../services/export-table';
import { Failure } from '../services/failure';
import { requirePermission } from './permission-guard';
import { pickLocaleFromHeaders } from './request-locale';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';
import { DocumentIdParams } from '../../contract/path-params';

const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/**
 * /api/documents (contract documents.ts): ViewDocuments for all, ViewTaxDocumentation as well for
 * tax documentation (403); another account's document answers 404. `/shared-documents/{token}` is
 * the public link a forward sends, for a person without an account.
 */
export const documentsRoutes: FeatureRoutes = async (app, { db, clock, messages, config, requireSession }) => {
  const documents = new DocumentsService(db, clock, messages, config.publicUrl);
  const guarded = { preHandler: requirePermission(requireSession, 'ViewDocuments') };
  const readerOf = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { accountId: session.accountId, permissions: session.permissions };
  };

  app.get('/api/documents', guarded, async (request) => documents.list(readerOf(request), parseInput(DocumentsQuery, request.query)));

  app.get('/api/documents/:id/download', guarded, async (request, reply) => {
    const { id } = parseInput(DocumentIdParams, request.params);
    const file = await documents.download(readerOf(request), Number(id));
    return reply.type('application/pdf').header('content-disposition', contentDisposition(file.fileName)).send(file.stream);
  });

  app.post('/api/documents/:id/share', guarded, async (request, reply) => {
    const { id } = parseInput(DocumentIdParams, request.params);
    const { email } = parseInput(ShareRequest, request.body);
    return reply.code(202).send(await documents.share(readerOf(request), Number(id), email));
  });

  // A person opens this from an e-mail: errors are a sentence in their language, not JSON.
  app.get('/shared-documents/:token', async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer');
    const texts = documentTexts(pickLocaleFromHeaders(undefined, request.headers['accept-language']));
    const params = TokenParams.safeParse(request.params);
    try {
      if (!params.success) throw Failure.notFound();
      const file = await documents.sharedFile(params.data.token);
      return reply.type('application/pdf').header('content-disposition', contentDisposition(file.fileName)).send(file.stream);
    } catch (error) {
      if (!(error instanceof Failure) || (error.status !== 404 && error.status !== 410)) throw error;
      return reply
        .code(error.status)
        .type('text/plain; charset=utf-8')
        .send(error.status === 410 ? texts.linkExpired : texts.linkUnknown);
    }
  });
};
