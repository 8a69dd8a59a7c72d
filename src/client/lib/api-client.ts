/**
 * The one way the client talks to the server. Cookies ride along on every call. A non-OK answer
 * throws ApiError whose message reads '<status>: <body text or status text>';
 * `serverMessage` holds the server's own `message` for toasts.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;

  constructor(status: number, bodyText: string, statusText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = readServerMessage(bodyText);
  }
}

function readServerMessage(bodyText: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(bodyText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') return parsed.message;
  } catch {
    // Not JSON: a proxy's HTML error page, for example. Callers fall back to their own text.
  }
  return undefined;
}

/** Sends one call; a non-OK answer throws ApiError. Shared by both ways of reading the answer. */
async function sendRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new ApiError(response.status, await response.text(), response.statusText);
  }
  return response;
}

async function readJsonBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function apiRequest<T>(method: string, path: string, body?: unknown): Promise<T> {
  return readJsonBody<T>(await sendRequest(method, path, body));
}

/** An answer's parsed body together with its headers (a total count, which engine answered). */
type TApiResponseWithHeaders<T> = { data: T; headers: Headers };

/** Like apiRequest, for the few calls whose answer also carries meaning in its headers. */
async function apiRequestWithHeaders<T>(method: string, path: string, body?: unknown): Promise<TApiResponseWithHeaders<T>> {
  const response = await sendRequest(method, path, body);
  return { data: await readJsonBody<T>(response), headers: response.headers };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  /** DELETE; a body only where the server asks for one (a confirmation). */
  delete: <T>(path: string, body?: unknown) => apiRequest<T>('DELETE', path, body),
  /** GET of a file: the response, its body unread (a download). */
  getFile: (path: string) => sendRequest('GET', path),
  /** GET, answering the body and the response headers. */
  getWithHeaders: <T>(path: string) => apiRequestWithHeaders<T>('GET', path),
  /** POST, answering the body and the response headers. */
  postWithHeaders: <T>(path: string, body?: unknown) => apiRequestWithHeaders<T>('POST', path, body ?? {}),
};

/** The server's message when there is one, else the screen's fallback text. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
