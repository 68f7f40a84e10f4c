import { randomBytes } from 'node:crypto';
import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Route handlers get a Web Request without its socket. Before Next sees a request, Node's
 * `http.server.request.start` channel hands us the IncomingMessage: we copy the socket's address into
 * a header whose name is random per process, so that no client can send it (an incoming header of
 * that name would be overwritten anyway). The name lives on globalThis: instrumentation and every
 * route bundle share it.
 */
const holder = globalThis as unknown as { __guessdlePeerHeader?: string; __guessdlePeerStamping?: boolean };

export function peerAddressHeader(): string {
  holder.__guessdlePeerHeader ??= `x-guessdle-peer-${randomBytes(12).toString('hex')}`;
  return holder.__guessdlePeerHeader;
}

/** The socket address stamped on the request, or null when the request did not come through Node's server. */
export function peerAddress(request: Request): string | null {
  return request.headers.get(peerAddressHeader());
}

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

/** Starts stamping every incoming request with its socket address (once per process). */
export function stampPeerAddresses(): void {
  if (holder.__guessdlePeerStamping) return;
  holder.__guessdlePeerStamping = true;
  const header = peerAddressHeader();
  diagnosticsChannel.subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    request.headers[header] = socket.remoteAddress ?? '';
  });
}
