/**
 * The API answers failures as `{ success: false, error, message, error_message }` (part 1 §7, §8).
 * ApiError keeps each of those texts separately because screens pick them in different orders
 * (sign-in prefers error_message, most screens prefer error, then message).
 */
export interface ServerErrorTexts {
  error?: string;
  errorMessage?: string;
  serverMessage?: string;
  detail?: string;
}

export class ApiError extends Error {
  /** HTTP status; 0 when no response arrived (network failure). A `success:false` 200 keeps 200. */
  readonly status: number;
  readonly texts: ServerErrorTexts;
  readonly body: unknown;

  constructor(status: number, texts: ServerErrorTexts, body: unknown, fallback: string) {
    super(texts.errorMessage ?? texts.error ?? texts.serverMessage ?? texts.detail ?? fallback);
    this.name = "ApiError";
    this.status = status;
    this.texts = texts;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const NETWORK_ERROR_TEXT = "Network error. Please try again.";

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** Pulls the server's texts out of any JSON body; non-objects give no texts. */
export function readServerErrorTexts(body: unknown): ServerErrorTexts {
  if (typeof body !== "object" || body === null) return {};
  const record = body as Record<string, unknown>;
  const texts: ServerErrorTexts = {};
  const error = nonEmptyText(record.error);
  const errorMessage = nonEmptyText(record.error_message);
  const serverMessage = nonEmptyText(record.message);
  const detail = nonEmptyText(record.detail);
  if (error) texts.error = error;
  if (errorMessage) texts.errorMessage = errorMessage;
  if (serverMessage) texts.serverMessage = serverMessage;
  if (detail) texts.detail = detail;
  return texts;
}

/** True for the documented failure envelope, which some endpoints send with a 2xx status. */
export function isFailureEnvelope(body: unknown): boolean {
  return typeof body === "object" && body !== null && (body as { success?: unknown }).success === false;
}

/**
 * The server's own words for a failure (part 1 §7: "the server error (or message) is shown"), to
 * show with the spec's fixed text such as 'Failed to create exercise'. Undefined when the server
 * said nothing; the network text when no answer arrived.
 */
export function serverFailureText(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.isNetworkError) return error.message;
  return error.texts.error ?? error.texts.serverMessage ?? error.texts.errorMessage ?? error.texts.detail;
}

/** What a screen shows for a failed call: the server's words when it gave some, else the spec's text. */
export function failureText(error: unknown, fallback: string): string {
  return serverFailureText(error) ?? fallback;
}
