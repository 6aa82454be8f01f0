import type { ServerResponse } from 'node:http';
import { Socket } from 'node:net';

/** What this module touches of Node's HTTP parser (node:_http_common; absent from the public types). */
interface HttpParser {
  _consumed?: boolean;
  socket: unknown;
  incoming: unknown;
  onIncoming: unknown;
  unconsume(): void;
  remove(): void;
  close(): void;
}

/** The listeners Node's HTTP server puts on every connection (lib/_http_server.js, connectionListenerInternal). */
const HTTP_SERVER_EVENTS = ['data', 'end', 'close', 'drain', 'error', 'timeout', 'resume', 'pause'] as const;

/**
 * Takes the connection of a hijacked response away from Node's HTTP server, the way Node itself
 * hands over a socket on an upgrade: the server's listeners go, the parser stops reading it (and
 * leaves the server's connection list, so header, request and keep-alive timeouts no longer apply)
 * and is closed, and the socket forgets the response. Nothing then refers to the request, the
 * response or Fastify's request and reply: a long-lived stream keeps only its socket (about 5 kB
 * instead of 20). The caller owns the socket from here on: it must listen for 'error' and 'end'.
 * Answers null when the client is already gone, when there is no real connection (an injected
 * request), or for HTTP/2, where the socket carries other streams too.
 */
export function detachSocket(res: ServerResponse): Socket | null {
  const socket = res.socket;
  if (!(socket instanceof Socket) || socket.destroyed || res.req.httpVersionMajor !== 1) return null;
  res.detachSocket(socket);
  for (const event of HTTP_SERVER_EVENTS) socket.removeAllListeners(event);
  const holder = socket as Socket & { parser?: HttpParser | null };
  const parser = holder.parser;
  if (parser) {
    if (parser._consumed) {
      parser.unconsume();
      parser._consumed = false;
    }
    parser.remove();
    parser.socket = null;
    parser.incoming = null;
    parser.onIncoming = null;
    holder.parser = null;
    // Not from inside the parser's own callback (the handler may run within it): Node defers it too.
    setImmediate(() => parser.close());
  }
  socket.setTimeout(0);
  return socket;
}
