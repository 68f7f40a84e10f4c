import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/**
 * One plain HTTP request to a local test server, any method (TRACE and made-up ones included, which fetch()
 * refuses), on a fresh connection; the answer's status, headers and body.
 */
export function sendRaw(port: number, method: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
