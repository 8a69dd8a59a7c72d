/**
 * Error codes the server puts in `{ code, message }` bodies, and the HTTP status each maps to.
 * The client shows `message`; `code` lets it react to a kind of failure without parsing text.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TErrorCode = keyof typeof ERROR_STATUS;

export type TErrorBody = {
  code: TErrorCode;
  message: string;
  issues?: { path: string; message: string }[];
  retryAfterSeconds?: number;
};
