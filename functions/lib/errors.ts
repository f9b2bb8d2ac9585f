import { type ErrorCode, errorCatalogue, type FieldError } from '../../shared/errors';

/** An expected failure with a stable code from the shared catalogue; mapped to HTTP by the middleware. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldError[] | undefined;

  constructor(code: ErrorCode, fields?: FieldError[]) {
    super(errorCatalogue[code].message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return errorCatalogue[this.code].status;
  }
}
