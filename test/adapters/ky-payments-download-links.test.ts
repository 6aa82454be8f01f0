import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { KyPaymentsGateway } from '../../src/adapters/ky-payments-gateway';

// Downloads are plain links, so the language goes into the address (issue 22.2: exports follow the interface's language).
describe('KyPaymentsGateway download links', () => {
  it('carry the format and the language', () => {
    const gateway = new KyPaymentsGateway(ky.create({}));
    expect(gateway.statementUrl('42', 'csv', 'de')).toBe('/api/payments/statements/42/export?format=csv&lang=de');
    expect(gateway.annualReportUrl(2025, 'xlsx', 'hr')).toBe('/api/payments/annual-report/2025?format=xlsx&lang=hr');
  });
});
