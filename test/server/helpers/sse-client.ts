import http from 'node:http';

/** One server-sent event as the browser's EventSource would see it. */
export interface SseEvent {
  readonly event: string;
  readonly data: string;
}

/** A raw SSE client over node:http, recording comments and events (what EventSource hides). */
export interface SseClient {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly events: SseEvent[];
  readonly comments: string[];
  readonly fields: string[];
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  /** Waits until `check` holds (polling the recorded frames), or fails after `timeoutMs`. */
  waitFor(check: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

function parseFrame(frame: string, client: { events: SseEvent[]; comments: string[]; fields: string[] }): void {
  let event = 'message';
  const data: string[] = [];
  for (const line of frame.split('\n')) {
    if (line.startsWith(':')) client.comments.push(line.slice(1).trim());
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
    else if (line !== '') client.fields.push(line);
  }
  if (data.length > 0) client.events.push({ event, data: data.join('\n') });
}

/** Opens GET /api/events (or another path) with the given cookies. */
export function openSse(base: string, cookies: Record<string, string> = {}, path = '/api/events'): Promise<SseClient> {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) }, agent: false }, (response) => {
      const recorded = { events: [] as SseEvent[], comments: [] as string[], fields: [] as string[] };
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          parseFrame(buffer.slice(0, end), recorded);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        ...recorded,
        ended,
        async waitFor(check, timeoutMs = 3000) {
          const deadline = Date.now() + timeoutMs;
          while (!check()) {
            if (Date.now() > deadline) throw new Error(`timed out; events ${JSON.stringify(recorded.events)} comments ${JSON.stringify(recorded.comments)}`);
            await new Promise((r) => setTimeout(r, 10));
          }
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
