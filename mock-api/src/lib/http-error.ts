// The one way a handler answers with an error: throw an HttpError carrying a contract-shaped body.
// The contract plugin's error handler sends it as is; anything else thrown becomes a 500.
import type { PayErrorReply, PaymentErrorCode } from '@etalage/domain/checkout';
import type { ErrorReply, FieldError } from '@etalage/domain/shared';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorReply | PayErrorReply,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : body.message.text);
    this.name = 'HttpError';
  }
}

/** `{ status: 'error', message }` with the phrase key `message` (the storefront shows `phrases.{message}`). */
export const fail = (statusCode: number, message: string, headers?: Record<string, string>): HttpError =>
  new HttpError(statusCode, { status: 'error', message }, headers);

/** A 400 that names each bad field. */
export const invalid = (errors: FieldError[]): HttpError =>
  new HttpError(400, { status: 'error', message: 'validation_failed', errors });

/**
 * Spec §8 payment creation errors (HTTP 422): a checkout step to return to and/or a code. The one way the mock
 * answers them, from the pay checks and from the QA scenarios alike.
 */
export const payError = (step: string | null, code: PaymentErrorCode | null, text: string): HttpError =>
  new HttpError(422, { status: 'error', message: { step, code, text } });
