import { type AccountState, accountMachine } from '#shared/microsoft/account-states';
import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import { tenantNameOf } from '#shared/microsoft/tenant-name';
import { fail, ok, type Result } from '../result';
import { accountView } from './account-view';
import type { CspPorts } from './deps';
import { microsoftFailure } from './microsoft-failure';

/**
 * Input: the customer and one of their accounts. Output: the account as Partner Center now sees it.
 * Course: an account awaiting its admin asks Partner Center for our customers of its domain: listed
 * there, the admin has authorised us (awaiting confirmation); listed as our reseller customer, the
 * link is confirmed and the account active with its tenant id. Not listed while awaiting authorisation,
 * Partner Center's domain check tells whether the tenant still exists: a free domain (no such tenant,
 * deleted or never there) can never be linked, so the account leaves the customer's list, its domain
 * freed, and the answer is `tenant_not_found`. Each change is conditional on the state read, so two
 * refreshes never make it twice. An active account answers as it is; another customer's or an unknown
 * id is `account_not_found`.
 */
export const refreshAccount = async (
  ports: CspPorts,
  { sub, accountId }: { sub: string; accountId: string },
): Promise<Result<MicrosoftAccountView>> => {
  const account = await ports.getAccount(sub, accountId);
  if (!account) return fail('account_not_found');
  if (account.state === 'active') return ok(accountView(account));
  let found: Awaited<ReturnType<ReturnType<CspPorts['partnerCenter']>['findCustomers']>>;
  try {
    found = await ports.partnerCenter().findCustomers(tenantNameOf(account.domain) ?? account.domain);
  } catch (error) {
    return microsoftFailure(error);
  }
  const customer = found.find((candidate) => candidate.companyProfile.domain === account.domain);
  if (!customer && account.state === 'awaitingAuthorisation') {
    let gone: boolean;
    try {
      gone = await ports.partnerCenter().domainAvailable(account.domain);
    } catch (error) {
      return microsoftFailure(error);
    }
    // Off the list unless another refresh changed it meanwhile (then it answers as read).
    const removal = [
      { item: ports.accountItems.remove(sub, account), whenConditionFails: 'moved' },
      { item: ports.accountItems.release(sub, account), whenConditionFails: 'moved' },
    ];
    if (gone && (await ports.commit(removal)).ok) return fail('tenant_not_found');
  }
  const next: AccountState | undefined = !customer
    ? undefined
    : customer.relationshipToPartner === 'reseller'
      ? 'active'
      : 'awaitingConfirmation';
  // Only a move the machine allows (a step seen again, or one back, changes nothing).
  if (!next || !accountMachine.canMove(account.state, next)) return ok(accountView(account));
  // The move is conditional on the state read; one another refresh made meanwhile fails it. Either way
  // the stored account is the answer.
  await ports.commit([
    {
      item: ports.accountItems.move(
        sub,
        accountId,
        account.state,
        next,
        next === 'active' ? customer?.id : undefined,
      ),
      whenConditionFails: 'moved',
    },
  ]);
  const current = await ports.getAccount(sub, accountId);
  return current ? ok(accountView(current)) : fail('account_not_found');
};
