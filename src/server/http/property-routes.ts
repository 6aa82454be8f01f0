import { Benchmark, BenchmarkParams, BenchmarkQuery } from '../../contract/benchmark';
import { ContractHomeParams, ContractRenewalRequest, ContractYearParams, DynamicPricingChange } from '../../contract/contract-prices';
import { PicturesQuery, ProfileParams } from '../../contract/property-profile';
import { BenchmarkService } from '../services/benchmark-service';
import { ContractPricesService } from '../services/contract-prices-service';
import { PropertyProfileService } from '../services/property-profile-service';
import { contentLanguage } from './content-language';
import { demoPictureSvg } from './demo-pictures';
import { requirePermission } from './permission-guard';
import type { FeatureRoutes } from './route-context';
import { sessionOf } from './session-guard';
import { parseInput } from './validation';

/**
 * Contract prices, dynamic pricing, the property profile, the benchmark and opportunities. The
 * permission middleware of the route table holds here too: ViewContractPrices, ViewBenchmark,
 * ViewOpportunities (403 forbidden without it); another account's home answers 404.
 */
export const propertyRoutes: FeatureRoutes = async (app, { db, clock, config, requireSession }) => {
  const contracts = new ContractPricesService(db, clock);
  const profiles = new PropertyProfileService(db);
  const benchmarks = new BenchmarkService(db, clock);
  const loggedIn = { preHandler: requireSession };
  const contractPrices = { preHandler: requirePermission(requireSession, 'ViewContractPrices') };
  const benchmark = { preHandler: requirePermission(requireSession, 'ViewBenchmark') };
  const opportunities = { preHandler: requirePermission(requireSession, 'ViewOpportunities') };

  app.get('/api/accommodations/profile/pictures', loggedIn, async (request, reply) => {
    const { accommodation } = parseInput(PicturesQuery, request.query);
    const groups = await profiles.pictures(sessionOf(request).accountId, accommodation, contentLanguage(request.headers['accept-language']));
    // no-store like every /api answer (not spec 9's 24 hours): the list names the account's homes and
    // must not outlive the session in the browser's cache. The picture files under /media stay cacheable.
    reply.header('vary', 'Accept-Language, Cookie');
    return groups;
  });

  app.get('/api/accommodations/profile/:id/:language', loggedIn, async (request) => {
    const { id, language } = parseInput(ProfileParams, request.params);
    return profiles.profile(sessionOf(request).accountId, id, language);
  });

  app.get('/api/contract-prices', contractPrices, async (request) => contracts.overview(sessionOf(request).accountId));

  app.get('/api/contract-prices/:code', contractPrices, async (request) => {
    const { code } = parseInput(ContractHomeParams, request.params);
    return contracts.accommodation(sessionOf(request).accountId, code);
  });

  app.get('/api/contract-prices/:code/:year', contractPrices, async (request) => {
    const { code, year } = parseInput(ContractYearParams, request.params);
    return contracts.contract(sessionOf(request).accountId, code, year);
  });

  app.post('/api/contract-prices/:code/:year/renewal', contractPrices, async (request) => {
    const { code, year } = parseInput(ContractYearParams, request.params);
    const body = parseInput(ContractRenewalRequest, request.body);
    return contracts.requestRenewal(sessionOf(request).accountId, code, year, body);
  });

  app.get('/api/dynamic-pricing/:code', contractPrices, async (request) => {
    const { code } = parseInput(ContractHomeParams, request.params);
    return contracts.dynamicPricing(sessionOf(request).accountId, code);
  });

  app.put('/api/dynamic-pricing/:code', contractPrices, async (request) => {
    const { code } = parseInput(ContractHomeParams, request.params);
    return contracts.changeDynamicPricing(sessionOf(request).accountId, code, parseInput(DynamicPricingChange, request.body));
  });

  app.get('/api/benchmark/:code', benchmark, async (request): Promise<Benchmark> => {
    const { code } = parseInput(BenchmarkParams, request.params);
    const { level, year } = parseInput(BenchmarkQuery, request.query);
    return benchmarks.benchmark(sessionOf(request).accountId, code, level, year);
  });

  app.get('/api/opportunities', opportunities, async (request) => benchmarks.opportunities(sessionOf(request).accountId));

  // The demo's picture files (the provider's image host in production). Demo mode only.
  if (config.demoMode) {
    app.get('/media/*', async (request, reply) => {
      const svg = demoPictureSvg((request.params as { '*': string })['*']);
      if (svg === null) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.header('cache-control', 'public, max-age=604800, immutable').type('image/svg+xml').send(svg);
    });
  }
};
