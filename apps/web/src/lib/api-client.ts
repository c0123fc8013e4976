import { ApiError, isFailureEnvelope, NETWORK_ERROR_TEXT, readServerErrorTexts } from "./api-error.ts";
import { takeEarlyResponse } from "./early-requests.ts";
import { clearSession, getToken } from "./session-storage.ts";

/**
 * One fetch wrapper for every call. The API is served from the same origin as the dashboard
 * (and proxied by Vite in development), so paths stay relative.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Plain objects are sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an Idempotency-Key that makes a retried payment one receipt. */
  headers?: Record<string, string>;
  /**
   * The sign-in call answers 401 for wrong credentials; that must show an inline error,
   * not sign the user out. Every other call leaves this off.
   */
  skipUnauthorizedHandling?: boolean;
}

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The router layer subscribes here to navigate to /login after a 401 (part 1 §2). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** A 401: forget the session and tell the router layer. Exported for the one XHR call (bulk upload's progress). */
export function handleUnauthorized(): void {
  clearSession();
  for (const listener of unauthorizedListeners) listener();
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}${path.includes("?") ? "&" : "?"}${search}` : path;
}

function buildInit(options: ApiRequestOptions): RequestInit {
  const headers = new Headers({ Accept: "application/json" });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method: options.method ?? "GET", headers };
  if (options.signal) init.signal = options.signal;
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    init.body = JSON.stringify(options.body);
  }
  return init;
}

/** A response text as JSON; non-JSON stays text, an empty body is undefined. */
export function parseResponseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseResponseText(await response.text());
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    const url = buildUrl(path, options.query);
    const init = buildInit(options);
    // The first screen's reads were started before the app loaded (early-requests.ts): use that answer.
    const early = init.method === "GET" ? takeEarlyResponse(url, getToken()) : undefined;
    response = await (early ?? fetch(url, init));
  } catch (cause) {
    // Aborts are React Query cancelling a request: let them through untouched.
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, {}, undefined, NETWORK_ERROR_TEXT);
  }
  const body = await readBody(response);
  if (response.status === 401 && !options.skipUnauthorizedHandling) handleUnauthorized();
  if (!response.ok || isFailureEnvelope(body)) {
    const fallback = response.ok ? "Request failed" : `Request failed (${response.status})`;
    throw new ApiError(response.status, readServerErrorTexts(body), body, fallback);
  }
  return body as T;
}
