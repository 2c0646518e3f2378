/**
 * One normalised error for every failed call. Spec section 8 reads server
 * errors in this order: errors.{field}, errors.error, the whole errors
 * object, error (and finally message, e.g. the 401 'Unauthenticated.').
 */
export type ApiErrorKind = "http" | "network" | "malformed" | "contract" | "unauthenticated" | "timeout";

/** Form fields the server may attach errors to (spec section 5). */
export const SERVER_FIELDS = [
  "phone",
  "otp",
  "password",
  "password_confirmation",
  "old_password",
  "amount",
  "bank",
  "account_number",
  "name",
  "line",
  "game_username",
  "promotion_id",
] as const;
export type ServerField = (typeof SERVER_FIELDS)[number];

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** First message per field the server named. */
    readonly fieldErrors: Partial<Record<ServerField, string>>,
    /** Messages not tied to a form field, in the spec's reading order. */
    readonly messages: string[],
  ) {
    super(messages[0] ?? Object.values(fieldErrors)[0] ?? `${kind} ${status}`);
  }

  /** True when the server said something a player can read. */
  get hasServerText(): boolean {
    return this.messages.length > 0 || Object.keys(this.fieldErrors).length > 0;
  }
}

/** Marker the response middleware adds to every error body so the status survives. */
export const STATUS_KEY = "__status";
export const KIND_KEY = "__kind";

function toStrings(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === "string") return value.trim() ? [value] : [];
  if (typeof value === "number" || typeof value === "boolean") return [String(value)];
  if (Array.isArray(value)) return value.flatMap(toStrings);
  if (typeof value === "object") return Object.values(value as Record<string, unknown>).flatMap(toStrings);
  return [];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function readErrorBody(body: unknown, status: number, kind: ApiErrorKind = "http"): ApiError {
  const fieldErrors: Partial<Record<ServerField, string>> = {};
  const messages: string[] = [];
  if (isRecord(body)) {
    const errors = body.errors;
    if (isRecord(errors)) {
      for (const field of SERVER_FIELDS) {
        const first = toStrings(errors[field])[0];
        if (first) fieldErrors[field] = first;
      }
      messages.push(...toStrings(errors.error));
      if (messages.length === 0 && Object.keys(fieldErrors).length === 0) {
        // The whole errors object, whatever its keys.
        messages.push(...toStrings(errors));
      }
    } else if (errors !== undefined) {
      messages.push(...toStrings(errors));
    }
    if (messages.length === 0 && Object.keys(fieldErrors).length === 0) {
      messages.push(...toStrings(body.error));
    }
    // `message` is last and only for client errors: a 401's 'Unauthenticated.' and a 5xx's 'Server Error'
    // are framework texts in English; the player gets the translated session/server text instead.
    const readable = status !== 401 && status < 500;
    if (readable && messages.length === 0 && Object.keys(fieldErrors).length === 0 && typeof body.message === "string") {
      // Prism's own problem+json bodies carry `detail`/`title`; those are for developers, not players.
      if (!("type" in body && typeof body.type === "string" && body.type.includes("stoplight"))) {
        messages.push(body.message);
      }
    }
  }
  const unauth = status === 401 || (isRecord(body) && body.message === "Unauthenticated.");
  return new ApiError(unauth ? "unauthenticated" : kind, status, fieldErrors, messages);
}

/** Accepts whatever a query/mutation threw and returns the normalised error. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof DOMException && error.name === "TimeoutError") return new ApiError("timeout", 0, {}, []);
  if (error instanceof TypeError) return new ApiError("network", 0, {}, []);
  if (error instanceof SyntaxError) return new ApiError("malformed", 0, {}, []);
  if (isRecord(error)) {
    const status = typeof error[STATUS_KEY] === "number" ? error[STATUS_KEY] : 0;
    const kind = (typeof error[KIND_KEY] === "string" ? error[KIND_KEY] : "http") as ApiErrorKind;
    return readErrorBody(error, status, kind);
  }
  return new ApiError("network", 0, {}, []);
}

/**
 * The 2xx body of an openapi-fetch call, or a thrown ApiError: network failures,
 * error bodies and empty answers all arrive in the one normalised shape.
 */
export async function unwrap<T>(request: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  let res: { data?: T; error?: unknown };
  try {
    res = await request;
  } catch (e) {
    throw toApiError(e);
  }
  if (res.error !== undefined || res.data === undefined) throw toApiError(res.error ?? {});
  return res.data;
}
