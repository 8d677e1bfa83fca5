import { ERROR_CODES, type ErrorCode } from '../domain/errors';

/** Error codes of the HTTP edge beyond the domain's, with their statuses: one table. */
export const EDGE_CODES = {
  MALFORMED_JSON: 400,
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  WINDOW_MISMATCH: 409,
  CONCURRENT_UPDATE: 409,
  IDEMPOTENCY_KEY_REUSED: 409,
  TOO_MANY_WEBHOOKS: 409,
  WEBHOOK_NOT_FOUND: 404,
  WEBHOOK_URL_NOT_ALLOWED: 422,
  PAYLOAD_TOO_LARGE: 413,
  // adapters (src/adapters)
  BOT_NOT_FOUND: 404,
  BIND_CODE_UNKNOWN: 422,
  ALREADY_BOUND: 409,
  ADAPTER_NOT_BOUND: 409,
  BAD_SIGNATURE: 401,
  INTERNAL: 500,
  NOT_IMPLEMENTED: 501,
} as const;

export type ApiErrorCode = ErrorCode | keyof typeof EDGE_CODES;

export function statusOf(code: ApiErrorCode): number {
  return (ERROR_CODES as Record<string, number>)[code] ?? (EDGE_CODES as Record<string, number>)[code] ?? 500;
}

export interface ErrorBody {
  error: { code: ApiErrorCode; message: string; [k: string]: unknown };
}

export function errorBody(
  code: ApiErrorCode,
  message: string,
  extra: Record<string, unknown> = {},
): ErrorBody {
  return { error: { code, message, ...extra } };
}

export const ALL_ERROR_CODES = [
  ...new Set([...Object.keys(ERROR_CODES), ...Object.keys(EDGE_CODES)]),
] as ApiErrorCode[];
