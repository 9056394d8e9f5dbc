import type { z } from 'zod';

/**
 * The HTTP client every screen uses (spec 1 §7.1 and §8).
 * - always sends cookies, and a bearer header when a session id is stored;
 * - sends Content-Type JSON only when there is a body;
 * - a non-OK answer raises an ApiError whose message is the body's `message`, else the raw
 *   text, else the status text; the parsed body and the status travel with it.
 */

/** localStorage key of the session id (spec 1 §3 "User"). */
export const SESSION_STORAGE_KEY = 'sessionId';

/** Shape of the server's error bodies: `{ message, errors?: { field: message } }`. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
  [key: string]: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(message: string, status: number, body: ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The per-field messages of a 400 answer, or an empty object. */
  get fieldErrors(): Record<string, string> {
    const errors = this.body.errors;
    if (!errors || typeof errors !== 'object') return {};
    return Object.fromEntries(Object.entries(errors).filter(([, value]) => typeof value === 'string'));
  }
}

/** The server's message when it sent one, else the fallback ("server message or ..."); a network failure's English text is never shown. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** The session id kept at login, or null (none, or storage unavailable). */
export function storedSessionId(): string | null {
  try {
    return localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const sessionId = storedSessionId();
  if (sessionId) headers.Authorization = `Bearer ${sessionId}`;

  const response = await fetch(url, {
    method,
    headers,
    credentials: 'include',
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();

  if (!response.ok) {
    const raw = text || response.statusText || `HTTP ${response.status}`;
    const parsed = parseJson(raw);
    const errorBody: ApiErrorBody =
      parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? { message: '', ...(parsed as Record<string, unknown>) }
        : { message: raw };
    const message = typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : raw;
    errorBody.message = message;
    throw new ApiError(message, response.status, errorBody);
  }

  // An empty answer (204) is `null`, as `noContent` describes it.
  if (!text) return null as T;
  const parsed = parseJson(text);
  if (parsed === undefined) {
    throw new ApiError('Resposta inválida do servidor', response.status, { message: 'Resposta inválida do servidor' });
  }
  return parsed as T;
}

/**
 * The answer's type is the route's own response schema (from `src/domain`), the one the server
 * checks every answer against before sending it: `api.get<typeof athleteSchema>(url)`. So the type
 * cannot drift from what arrives and no call names a type by hand. The schema travels as a type
 * only, which keeps zod out of the screens that merely read (lint requires the `typeof`). A write
 * whose answer the screen does not use names no schema.
 */
export const api = {
  get: <S extends z.ZodType>(url: string) => request<z.output<S>>('GET', url),
  post: <S extends z.ZodType = z.ZodUnknown>(url: string, body?: unknown) => request<z.output<S>>('POST', url, body),
  put: <S extends z.ZodType = z.ZodUnknown>(url: string, body?: unknown) => request<z.output<S>>('PUT', url, body),
  patch: <S extends z.ZodType = z.ZodUnknown>(url: string, body?: unknown) => request<z.output<S>>('PATCH', url, body),
  delete: <S extends z.ZodType = z.ZodUnknown>(url: string, body?: unknown) => request<z.output<S>>('DELETE', url, body),
};

/** A list answer: `api.get<ListOf<typeof companySchema>>(url)`. */
export type ListOf<S extends z.ZodType> = z.ZodArray<S>;
