import { ERROR_STATUS, type TErrorCode } from '#shared/errors.ts';

/** Thrown by routes and queries; the error handler turns it into `{ code, message }` with its status. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly statusCode: number;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: TErrorCode, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
