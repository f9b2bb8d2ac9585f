import type { AgreementInput, MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import { fail, ok, type Result } from '../result';
import { accountView } from './account-view';
import type { CspPorts } from './deps';
import { microsoftFailure } from './microsoft-failure';

/**
 * Input: the customer, an account and the agreement's primary contact. Output: the account with the
 * Microsoft Customer Agreement accepted (nothing is bought at Microsoft before, microsoft.md 3.2).
 * Course: only an active account (`account_not_active`); the current template from Partner Center,
 * the acceptance sent with the contact and the time, then recorded once. Accepted before: answered as
 * it is, nothing sent again. Another customer's or an unknown account: `account_not_found`.
 */
export const acceptAgreement = async (
  ports: CspPorts,
  { sub, accountId, contact }: { sub: string; accountId: string; contact: AgreementInput },
): Promise<Result<MicrosoftAccountView>> => {
  const account = await ports.getAccount(sub, accountId);
  if (!account) return fail('account_not_found');
  if (account.agreementAcceptedAt) return ok(accountView(account));
  if (account.state !== 'active' || !account.tenantId) return fail('account_not_active');
  const acceptedAt = ports.clock().toISOString();
  try {
    const partnerCenter = ports.partnerCenter();
    const template = await partnerCenter.customerAgreementTemplate();
    await partnerCenter.confirmCustomerAgreement(account.tenantId, {
      primaryContact: {
        firstName: contact.firstName,
        lastName: contact.lastName,
        email: contact.email,
        ...(contact.phoneNumber ? { phoneNumber: contact.phoneNumber } : {}),
      },
      dateAgreed: acceptedAt,
      templateId: template.templateId,
      type: 'MicrosoftCustomerAgreement',
      agreementLink: template.agreementLink,
    });
  } catch (error) {
    return microsoftFailure(error, 'invalid_data');
  }
  const { firstName, lastName, email } = contact;
  const committed = await ports.commit([
    {
      item: ports.accountItems.agreement(sub, accountId, acceptedAt, { firstName, lastName, email }),
      whenConditionFails: 'accepted',
    },
  ]);
  if (!committed.ok) {
    const current = await ports.getAccount(sub, accountId);
    return current ? ok(accountView(current)) : fail('account_not_found');
  }
  return ok(accountView({ ...account, agreementAcceptedAt: acceptedAt }));
};
