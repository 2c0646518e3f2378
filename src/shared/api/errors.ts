/**
 * One normalised error for every failed call. R-ERR-4 reads server
 * errors in this order: errors.{field}, errors.error, the whole errors
 * object, error (and finally message, e.g. the 401 'Unauthenticated.').
 */
export type ApiErrorKind =
  | "http"
  | "network"
  | "malformed"
  /** A 2xx answer that breaks the contract (checked by the generated validators). */
  | "contract"
  | "unauthenticated"
  | "timeout"
  /** A 2xx answer that says `success: false` (its `msg`, when any, is the message). */
  | "refused"
  /** A 2xx answer without the data the flow needs (e.g. a created deposit without its id). */
  | "incomplete";

/**
 * The key of `errors` that holds messages for no field (R-ERR-4); every other key
 * names a field. Which fields a form has is the form's business: it shows the ones it has
 * under those fields and every other one in its red list, so no server text is dropped.
 */
const GENERAL_ERRORS_KEY = "error";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    /** First message per field the server named, whatever the field (`errors.<field>`). */
    readonly fieldErrors: Readonly<Record<string, string>>,
    /** Messages not tied to a form field, in the spec's reading order. */
    readonly messages: string[],
  ) {
    super(messages[0] ?? Object.values(fieldErrors)[0] ?? `${kind} ${status}`);
  }

  /**
   * The server may have acted on the request: no answer, an unreadable or incomplete one, or a
   * server failure. Only a 4xx, a `success: false` or a 401 says for sure that nothing was done.
   */
  get outcomeUnknown(): boolean {
    if (this.kind === "refused" || this.kind === "unauthenticated") return false;
    return !(this.kind === "http" && this.status >= 400 && this.status < 500);
  }

  /** True when the server said something a player can read. */
  get hasServerText(): boolean {
    return this.messages.length > 0 || Object.keys(this.fieldErrors).length > 0;
  }
}

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
  const fieldErrors: Record<string, string> = {};
  const messages: string[] = [];
  if (isRecord(body)) {
    const errors = body.errors;
    if (isRecord(errors)) {
      for (const [field, value] of Object.entries(errors)) {
        if (field === GENERAL_ERRORS_KEY) continue;
        const first = toStrings(value)[0];
        if (first) fieldErrors[field] = first;
      }
      messages.push(...toStrings(errors[GENERAL_ERRORS_KEY]));
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
  // The client's middleware throws ApiErrors; a bare body (an answer that bypassed it) has no status.
  if (isRecord(error)) return readErrorBody(error, 0);
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

/**
 * A 2xx answer with `success` read in full: `success: false` (or no `success` at all) throws a
 * "refused" ApiError carrying the server's `msg`; `complete` says whether the answer holds what the
 * flow needs, otherwise an "incomplete" ApiError is thrown. Either way the caller's usual failure
 * path shows the player why.
 */
export function acceptAnswer<T>(answer: T, complete: (answer: T) => boolean = () => true): T {
  if (!isRecord(answer)) throw new ApiError("incomplete", 200, {}, []);
  if (answer.success !== true) {
    const msg = typeof answer.msg === "string" && answer.msg.trim() ? [answer.msg] : [];
    throw new ApiError("refused", 200, {}, msg);
  }
  if (!complete(answer)) throw new ApiError("incomplete", 200, {}, []);
  return answer;
}

/**
 * An acknowledgement (the contract's `Acknowledgement`: nothing required, "any 200 means done"):
 * only an explicit `success: false` is a refusal (with its `msg`); a missing `success` is done.
 */
export function acknowledged<T>(answer: T): T {
  if (!isRecord(answer)) throw new ApiError("incomplete", 200, {}, []);
  if (answer.success === false) acceptAnswer(answer);
  return answer;
}
