import type { CompanyLookupResult } from '../../lib/company-register/company-register';
import { type Failure, fail } from '../result';

/** How long a caller waits before asking the register again after it did not answer. */
const registerRetryAfterSeconds = 60;

/**
 * The error code of a look-up the register could not answer or does not cover: `undefined` for its
 * answers (found, not found), which the caller handles.
 */
export const registerFailure = (result: CompanyLookupResult): Failure | undefined => {
  if (result.status === 'notCovered') return fail('company_register_not_covered');
  if (result.status !== 'unavailable') return undefined;
  return result.reason === 'limit'
    ? fail('company_register_limit')
    : fail('company_register_unavailable', registerRetryAfterSeconds);
};
