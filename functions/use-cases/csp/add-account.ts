import { randomInt } from 'node:crypto';
import type { CompanyInvoiceData } from '#shared/identity/company';
import type { Language } from '#shared/locale';
import type { AddAccountInput, CreatedAccount } from '#shared/microsoft/microsoft-account';
import { domainOf, generatedTenantName } from '#shared/microsoft/tenant-name';
import type { NewCustomer } from '../../lib/partner-center/partner-center-contract';
import { requestIdOf } from '../../lib/partner-center/request-id';
import type { StoredProfile } from '../../lib/table/client-profiles';
import type { StoredAccount } from '../../lib/table/microsoft-accounts';
import { fail, ok, type Result } from '../result';
import { accountView } from './account-view';
import type { CspPorts } from './deps';
import { microsoftFailure } from './microsoft-failure';

/** How many generated names are tried before giving up (each a 4-digit suffix). */
const generatedTries = 5;

const billingOf = (profile: StoredProfile, company: CompanyInvoiceData, domain: string): NewCustomer => {
  const [firstName = profile.name, ...rest] = profile.name.trim().split(/\s+/);
  const flat = company.companyFlatNumber ? `/${company.companyFlatNumber}` : '';
  const language: Language = profile.language;
  return {
    companyProfile: { domain },
    billingProfile: {
      culture: `${language}-${company.country}`,
      email: profile.email,
      language,
      companyName: company.companyName,
      defaultAddress: {
        firstName,
        lastName: rest.join(' ') || firstName,
        addressLine1: `${company.companyStreet} ${company.companyBuildingNumber}${flat}`,
        city: company.companyCity,
        postalCode: company.companyZipCode,
        country: company.country,
        phoneNumber: profile.phone || undefined,
      },
    },
  };
};

/**
 * Stores the account with its domain's hold; one of the customer's own already holding the domain
 * (`held`, read before: a retried add) answers it instead. A hold taken meanwhile is the customer's own
 * (the same add sent twice at once: that account) or another customer's
 * (`account_linked_by_another_customer`).
 */
const store = async (
  ports: CspPorts,
  sub: string,
  held: readonly StoredAccount[],
  account: StoredAccount,
): Promise<Result<StoredAccount>> => {
  const ownOf = (accounts: readonly StoredAccount[]) =>
    accounts.find((candidate) => candidate.domain === account.domain);
  const own = ownOf(held);
  if (own) return ok(own);
  const committed = await ports.commit([
    { item: ports.accountItems.owner(sub, account), whenConditionFails: 'held' },
    { item: ports.accountItems.add(sub, account) },
  ]);
  if (committed.ok) return ok(account);
  const mine = ownOf(await ports.accountsOf(sub));
  return mine ? ok(mine) : fail('account_linked_by_another_customer');
};

/**
 * Input: the customer and a new account (its name optional) or an existing one by its name.
 * Output: the account; a new one with its first Global Administrator's credentials, shown this once.
 * Course, new: the customer's invoice data gives the company and address (`company_data_required`
 * without it); the tenant is created at Partner Center under the given name (`tenant_name_exists` when
 * taken) or, without one, under a name made from the company's and a random suffix, tried until one is
 * free; each create carries an idempotency key of customer and domain, so a retried add gets the same
 * tenant and credentials instead of a second tenant. Existing: one on the customer's list already is
 * `account_already_added`; Partner Center's domain check tells whether the tenant exists (a free domain:
 * `tenant_not_found`, nothing stored, instead of a linking that could never end); it is listed as
 * awaiting its admin's authorisation, with the link the admin opens. Either way a tenant is on one
 * customer's list only: another's is `account_linked_by_another_customer`.
 */
export const addAccount = async (
  ports: CspPorts,
  { sub, input }: { sub: string; input: AddAccountInput },
): Promise<Result<CreatedAccount>> => {
  const now = ports.clock().toISOString();
  const held = await ports.accountsOf(sub);
  if (input.kind === 'existing') {
    const domain = domainOf(input.name);
    if (held.some((account) => account.domain === domain)) return fail('account_already_added');
    let relationshipUrl: string;
    try {
      if (await ports.partnerCenter().domainAvailable(domain)) return fail('tenant_not_found');
      relationshipUrl = await ports.partnerCenter().relationshipRequestUrl();
    } catch (error) {
      return microsoftFailure(error);
    }
    const stored = await store(ports, sub, held, {
      accountId: ports.newAccountId(),
      domain,
      kind: 'linked',
      state: 'awaitingAuthorisation',
      relationshipUrl,
      createdAt: now,
    });
    return stored.ok ? ok({ account: accountView(stored.value) }) : stored;
  }

  const client = await ports.clientProfileOf(sub);
  if (!client?.invoiceData) return fail('company_data_required');
  const { profile, invoiceData } = client;
  const names = input.name
    ? [input.name]
    : Array.from({ length: generatedTries }, () =>
        generatedTenantName(invoiceData.companyName, String(randomInt(1000, 10_000))),
      );
  for (const name of names) {
    const domain = domainOf(name);
    let created: Awaited<ReturnType<ReturnType<CspPorts['partnerCenter']>['createCustomer']>>;
    try {
      created = await ports
        .partnerCenter()
        .createCustomer(billingOf(profile, invoiceData, domain), requestIdOf(sub, domain));
    } catch (error) {
      const failure = microsoftFailure(error);
      // A generated name someone has: the next one.
      if (failure.code === 'tenant_name_exists' && !input.name) continue;
      return failure;
    }
    const stored = await store(ports, sub, held, {
      accountId: ports.newAccountId(),
      domain,
      kind: 'created',
      state: 'active',
      tenantId: created.id,
      createdAt: now,
    });
    if (!stored.ok) return stored;
    return ok({
      account: accountView(stored.value),
      ...(created.userCredentials ? { administrator: created.userCredentials } : {}),
    });
  }
  return fail('tenant_name_exists');
};
