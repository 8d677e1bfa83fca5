import { type ApiErrorCode, errorBody, statusOf } from './errors';

/** What the game's object answers the edge: a status and a JSON body, or raw text (NDJSON). */
export interface Reply {
  status: number;
  body?: unknown;
  /** raw text body (NDJSON) */
  text?: string;
  contentType?: string;
}

/** A refusal in the contract's error shape, with its code's status. */
export const fail = (code: ApiErrorCode, message: string, extra: Record<string, unknown> = {}): Reply => ({
  status: statusOf(code),
  body: errorBody(code, message, extra),
});
