import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SummarisedReview, summariseReviews } from '../../../src/domain/review-summary';
import { ModelReviewSummariser } from '../../../src/server/integrations/model-review-summariser';
import { loadConfig } from '../../../src/server/config';

const reviews: SummarisedReview[] = [
  { id: 1, rating: 'Great', language: 'en', text: 'Spotless house and a wonderful location by the sea.' },
  { id: 2, rating: 'Poor', language: 'de', text: 'Die Küche war schlecht ausgestattet.' },
];

/** A stand-in for an OpenAI-compatible API: records requests, answers what a test sets. */
let server: Server;
let url: string;
let answer: { status: number; body: unknown; delayMs?: number };
let requests: { headers: IncomingMessage['headers']; body: { model: string; messages: { role: string; content: string }[] } }[];

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(text) });
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = [];
  answer = { status: 200, body: { choices: [{ message: { content: '  Guests love the clean house and the sea; the kitchen lacks equipment. ' } }] } };
});

const warnings: string[] = [];
const log = { warn: (_: object, message: string) => void warnings.push(message), error: () => undefined };
const summariser = () => new ModelReviewSummariser({ url, key: 'secret-key', model: 'small-model' }, log);

describe('the model review summariser', () => {
  it('asks the chat completions endpoint with the model, the key, the language and the reviews; keeps the local counts', async () => {
    const result = await summariser().summarise(reviews, 'hr');
    expect(result.text).toBe('Guests love the clean house and the sea; the kitchen lacks equipment.');
    const local = summariseReviews(reviews, 'hr');
    expect(result.aspects).toEqual(local.aspects);
    expect(result.reviewCount).toBe(2);
    const [request] = requests;
    expect(request!.headers.authorization).toBe('Bearer secret-key');
    expect(request!.body.model).toBe('small-model');
    expect(request!.body.messages[0]!.content).toContain('"hr"');
    expect(request!.body.messages[1]!.content).toContain('Spotless house');
    expect(request!.body.messages[1]!.content.indexOf('Küche')).toBeLessThan(request!.body.messages[1]!.content.indexOf('Spotless'));
  });

  it('falls back to the local summary when the model refuses, answers another shape, or is unreachable', async () => {
    const local = summariseReviews(reviews, 'en');
    answer = { status: 500, body: { error: 'overloaded' } };
    expect(await summariser().summarise(reviews, 'en')).toEqual(local);
    answer = { status: 200, body: { choices: [] } };
    expect(await summariser().summarise(reviews, 'en')).toEqual(local);
    const unreachable = new ModelReviewSummariser({ url: 'http://127.0.0.1:9/v1', key: null, model: 'm' }, log);
    expect(await unreachable.summarise(reviews, 'en')).toEqual(local);
    expect(warnings.length).toBeGreaterThanOrEqual(3);
  });

  it('asks nothing when there are no reviews', async () => {
    expect(await summariser().summarise([], 'en')).toEqual(summariseReviews([], 'en'));
    expect(requests).toEqual([]);
  });

  it('is chosen by SUMMARY_API_URL, and a bad URL is refused at start', () => {
    expect(loadConfig({ SUMMARY_API_URL: 'https://api.example.com/v1' }).summaryApi).toEqual({ url: 'https://api.example.com/v1', key: null, model: 'gpt-4o-mini' });
    expect(loadConfig({}).summaryApi).toBeNull();
    expect(() => loadConfig({ SUMMARY_API_URL: 'ftp://example.com' })).toThrow(/SUMMARY_API_URL/);
  });
});
