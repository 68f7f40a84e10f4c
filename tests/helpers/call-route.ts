type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  text: string;
  json: T;
}

/** Calls a route handler as Next would: a Request plus the awaited-later params. */
export async function callRoute<T = Record<string, unknown>>(
  handler: Handler,
  { method = 'GET', params = {}, body, headers = {}, path = '/api/test' }: { method?: string; params?: Record<string, string>; body?: unknown; headers?: Record<string, string>; path?: string } = {},
): Promise<CallResult<T>> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
  if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
  const response = await handler(new Request(`http://localhost${path}`, init), { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: text ? JSON.parse(text) : (undefined as T) };
}
