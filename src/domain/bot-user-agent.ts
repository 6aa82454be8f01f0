const BOT = /bot\b|crawler|spider|crawling|slurp|headlesschrome\/.*lighthouse|facebookexternalhit|embedly|preview/i;

/** Crawlers and link previewers: their errors are not rendered as an error page (spec 2). */
export function isBotUserAgent(userAgent: string): boolean {
  return BOT.test(userAgent);
}
