import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AnnualReportParams,
  BankDetailsRequest,
  ChangeCode,
  ChangeParams,
  ExportQuery,
  ScheduleChangeRequest,
  StatementsQuery,
  TransactionsQuery,
} from '../../contract/payments';
import { demoBankRejects } from '../demo/failing-banks';
import { Failure } from '../services/failure';
import { AuditTrailService } from '../services/audit-trail';
import { BackgroundTasks } from '../services/background-tasks';
import { OwnerNotifier } from '../services/owner-notifier';
import { demoBankCheck, PaymentChangesService } from '../services/payment-changes-service';
import { type ExportFile, PaymentExports } from '../services/payment-exports';
import { PaymentsService } from '../services/payments-service';
import { CONTENT_TYPES, contentDisposition } from '../services/export-table';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { requestLocale } from './request-locale';
import { parseInput } from './validation';
import { StatementParams } from '../../contract/path-params';

/** The demo provider's job looks for due bank-details checks this often (a check ends within a minute). */
const DEMO_JOB_EVERY_MS = 10_000;


/**
 * /api/payments/* (contract payments.ts): every route needs a session and the ViewPayments
 * permission (403 otherwise, e.g. keyholders); other accounts' ids answer 404.
 */
export const paymentsRoutes: FeatureRoutes = async (app, { db, clock, messages, notifications, events, log, requireSession, authRateLimit, config, codeLimits, codeKey }) => {
  const payments = new PaymentsService(db, clock);
  const exports = new PaymentExports(db, clock);
  const background = new BackgroundTasks(log);
  app.addHook('onClose', async () => background.drain());
  const changes = new PaymentChangesService(
    db,
    clock,
    messages,
    notifications,
    events,
    log,
    new AuditTrailService(db, clock),
    new OwnerNotifier(messages, background, log),
    // Outside demo mode the provider's answer would arrive through its integration; none exists yet.
    config.demoMode ? demoBankCheck(demoBankRejects) : null,
    codeLimits,
    codeKey,
  );

  const requirePayments = async (request: FastifyRequest) => {
    await requireSession(request);
    if (!sessionOf(request).permissions.includes('ViewPayments')) throw Failure.forbidden();
  };
  const guarded = { preHandler: requirePayments };
  // Code steps share the login's per-IP limit on top of the per-account tries.
  const codeStep = { preHandler: requirePayments, onRequest: authRateLimit };
  const accountOf = (request: FastifyRequest) => sessionOf(request).accountId;

  const sendFile = (reply: FastifyReply, format: keyof typeof CONTENT_TYPES, file: ExportFile) =>
    reply.header('content-type', CONTENT_TYPES[format]).header('content-disposition', contentDisposition(file.fileName)).send(file.stream);

  app.get('/api/payments/overview', guarded, async (request) => payments.overview(accountOf(request)));

  app.get('/api/payments/transactions', guarded, async (request) =>
    payments.transactions(accountOf(request), parseInput(TransactionsQuery, request.query)),
  );

  app.get('/api/payments/statements', guarded, async (request) => payments.statements(accountOf(request), parseInput(StatementsQuery, request.query)));

  app.get('/api/payments/statements/:id/export', guarded, async (request, reply) => {
    const { id } = parseInput(StatementParams, request.params);
    const { format, lang } = parseInput(ExportQuery, request.query);
    const statement = await payments.statement(accountOf(request), id);
    return sendFile(reply, format, exports.statement(accountOf(request), statement, format, lang ?? requestLocale(request)));
  });

  app.get('/api/payments/annual-report/:year', guarded, async (request, reply) => {
    const { year } = parseInput(AnnualReportParams, request.params);
    const { format, lang } = parseInput(ExportQuery, request.query);
    return sendFile(reply, format, await exports.annualReport(accountOf(request), year, format, lang ?? requestLocale(request)));
  });

  app.get('/api/payments/payment-info', guarded, async (request) => payments.paymentInfo(accountOf(request)));

  app.post('/api/payments/schedule', codeStep, async (request) =>
    changes.startScheduleChange(accountOf(request), parseInput(ScheduleChangeRequest, request.body).schedule),
  );

  app.post('/api/payments/schedule/:changeId/verify', codeStep, async (request) => {
    const { changeId } = parseInput(ChangeParams, request.params);
    return changes.verifyScheduleChange(accountOf(request), sessionOf(request).userId, changeId, parseInput(ChangeCode, request.body).code);
  });

  app.post('/api/payments/bank-details', codeStep, async (request) => changes.startBankChange(accountOf(request), parseInput(BankDetailsRequest, request.body)));

  app.post('/api/payments/bank-details/:changeId/verify', codeStep, async (request, reply) => {
    const { changeId } = parseInput(ChangeParams, request.params);
    const status = await changes.verifyBankChange(accountOf(request), sessionOf(request).userId, changeId, parseInput(ChangeCode, request.body).code);
    return reply.code(202).send(status);
  });

  app.get('/api/payments/bank-details/:changeId', guarded, async (request) => {
    const { changeId } = parseInput(ChangeParams, request.params);
    return changes.bankChangeStatus(accountOf(request), changeId);
  });

  if (config.demoMode) {
    const timer = setInterval(() => {
      changes.decideDueBankChanges().catch((error: unknown) => log.error({ err: error }, 'bank details check failed'));
    }, DEMO_JOB_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
