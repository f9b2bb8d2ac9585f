import type { ErrorCode } from '#shared/errors';
import { PartnerCenterError, type PartnerCenterFailure } from '../../lib/partner-center/port';
import { type Failure, fail } from '../result';

// What a Partner Center refusal means to the customer; anything the port cannot name (a contract
// broken, a throttle outlasting the retries, no answer) is "Microsoft did not answer, try again".

const codes: Partial<Record<PartnerCenterFailure, ErrorCode>> = {
  domain_taken: 'tenant_name_exists',
  invalid_address: 'company_data_refused',
  not_found: 'account_not_found',
};

/** The failure for a Partner Center error; any other error is rethrown (a bug, not Microsoft's answer). */
export const microsoftFailure = (
  error: unknown,
  refusedData: ErrorCode = 'company_data_refused',
): Failure => {
  if (!(error instanceof PartnerCenterError)) throw error;
  if (error.failure === 'invalid_request') return fail(refusedData);
  return fail(codes[error.failure] ?? 'microsoft_unavailable');
};
