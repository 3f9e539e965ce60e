/**
 * Typed domain errors. Services throw these; lambdas/platform/http.ts maps them to a status and a JSON
 * body in one place. Anything else is a bug: logged, answered 500 with a generic message.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'You need to sign in to do this.') {
    super(401, message);
  }
}
export class PaymentRequiredError extends AppError {
  constructor(message = 'Your subscription has expired. Please renew it to continue.') {
    super(402, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}
/** Something that existed and is no more: an expired or revoked invitation. */
export class GoneError extends AppError {
  constructor(message: string) {
    super(410, message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'body: the request is too large.') {
    super(413, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
