// The telemetry endpoints' body limits, apart from their schemas: the browser's batcher needs the
// number and not the cost of building the schemas (zod) on every page.

/** The largest POST /api/telemetry body (a larger one answers 413); the client sends smaller batches. */
export const TELEMETRY_MAX_BYTES = 512 * 1024;
/** The largest POST /api/telemetry/errors body. */
export const ERROR_REPORT_MAX_BYTES = 16 * 1024;
