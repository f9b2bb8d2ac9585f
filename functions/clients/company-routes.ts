import { companyLookupSchema } from '#shared/identity/company-lookup';
import { toFieldErrors } from '#shared/validation';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { replyOf } from '../lib/http/reply-of';
import { deps } from '../use-cases/clients/deps';
import { lookUpCompany } from '../use-cases/clients/look-up-company';

/**
 * GET /api/clients/companies/{country}/{taxNumber}: the company the public VAT register finds for the
 * tax number, with its VAT status (public, for the checkout's invoice step and the back office;
 * throttled per caller as every guessable look-up). A tax number failing the schema (a NIP's checksum
 * among its checks) is refused here, before the register is asked.
 */
export const getCompany: Route = async ({ event }) => {
  const params = { country: event.pathParameters?.country, taxNumber: event.pathParameters?.taxNumber };
  const parsed = companyLookupSchema.safeParse(params);
  if (!parsed.success) throw new AppError('invalid_data', toFieldErrors(parsed.error, params));
  return replyOf(await lookUpCompany(deps(), parsed.data), 200);
};
