import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import { domainOf } from '#shared/microsoft/tenant-name';
import { ok, type Result } from '../result';
import { accountView } from './account-view';
import type { CspPorts } from './deps';
import { microsoftFailure } from './microsoft-failure';

/** Input: the customer. Output: their Microsoft 365 accounts, oldest first. */
export const listAccounts = async (
  ports: CspPorts,
  { sub }: { sub: string },
): Promise<Result<{ accounts: MicrosoftAccountView[] }>> =>
  ok({ accounts: (await ports.accountsOf(sub)).map(accountView) });

/**
 * Input: a valid account name. Output: whether `<name>.onmicrosoft.com` is free at Microsoft (the
 * "verified" name of spec section 5, asked before the form is sent).
 */
export const checkAccountName = async (
  ports: CspPorts,
  { name }: { name: string },
): Promise<Result<{ name: string; domain: string; available: boolean }>> => {
  const domain = domainOf(name);
  try {
    return ok({ name, domain, available: await ports.partnerCenter().domainAvailable(domain) });
  } catch (error) {
    return microsoftFailure(error);
  }
};
