import { ERRORS, type ErrorCode } from '@phonix/shared/errors';
import type { PriceChangePreview } from '@phonix/shared/price-guard';

export interface AppErrorOptions {
  /** Replaces the code's default message (e.g. with a figure in it). */
  message?: string;
  /** The request field that was wrong. */
  field?: string;
  /** Seconds until the caller may try again (429 and 503); sent as Retry-After and `retry_after`. */
  retryAfter?: number;
  /** PRICE_CHANGE_NEEDS_CONFIRMATION: what the refused change would do; sent as `preview`. */
  preview?: PriceChangePreview;
  cause?: unknown;
}

/**
 * A domain error: services throw it with a code from packages/shared/src/errors.ts and never build HTTP
 * replies; the error handler (plugins/error-handler.ts) turns the code into its status and body.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  readonly retryAfter: number | undefined;
  readonly preview: PriceChangePreview | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(
      options.message ?? ERRORS[code].message,
      options.cause === undefined ? {} : { cause: options.cause },
    );
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.retryAfter = options.retryAfter;
    this.preview = options.preview;
  }

  get statusCode(): number {
    return ERRORS[this.code].status;
  }
}
