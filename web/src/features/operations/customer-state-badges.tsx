import { FormattedMessage } from 'react-intl';
import type { AccountTypeId } from '#shared/identity/account-types';
import type { SignUpState } from '#shared/identity/staff-customer';
import { Badge } from '../../components/badge';

/** A customer's account type, and whether her sign-up waits for confirmation or her sign-in is blocked. */
export const CustomerStateBadges = ({
  customer,
}: {
  customer: { accountTypeId?: AccountTypeId; signUp: SignUpState; signInBlocked: boolean };
}) => (
  <span className="staff-badges">
    {customer.accountTypeId !== undefined && (
      <Badge data-account-type={customer.accountTypeId}>
        <FormattedMessage id={`staff.customers.type.${customer.accountTypeId}`} />
      </Badge>
    )}
    {customer.signUp === 'unconfirmed' && (
      <Badge tone="warning">
        <FormattedMessage id="staff.customers.unconfirmed" />
      </Badge>
    )}
    {customer.signInBlocked && (
      <Badge tone="danger">
        <FormattedMessage id="staff.customers.blocked" />
      </Badge>
    )}
  </span>
);
