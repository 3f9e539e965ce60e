/**
 * Typed domain errors. Services throw these; lambdas/platform/http.ts maps them to a status and a JSON
 * body in one place. Anything else is a bug: logged, answered 500 with a generic message.
 * A message is either plain English or a catalogued refusal (./refusal.ts), which the answer names by
 * code so the web app can say it in its reader's language.
 */
import { refusal, type Refusal, type Said } from './refusal';

export class AppError extends Error {
  readonly refusal?: Refusal;
  constructor(
    readonly status: number,
    said: string | Said,
  ) {
    super(typeof said === 'string' ? said : said.message);
    this.name = new.target.name;
    if (typeof said !== 'string') this.refusal = said.refusal;
  }
}
export class BadRequestError extends AppError {
  constructor(message: string | Said) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string | Said = 'You need to sign in to do this.') {
    super(401, message);
  }
}
export class PaymentRequiredError extends AppError {
  constructor(message: string | Said = refusal('refusals.subscriptionExpired')) {
    super(402, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string | Said = refusal('refusals.forbidden')) {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string | Said = refusal('refusals.notFound')) {
    super(404, message);
  }
}
/** Something that existed and is no more: an expired or revoked invitation. */
export class GoneError extends AppError {
  constructor(message: string | Said) {
    super(410, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message: string | Said = 'body: the request is too large.') {
    super(413, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string | Said) {
    super(409, message);
  }
}
