import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CustomerAction, StaffCustomerView } from '#shared/identity/staff-customer';
import { type Currency, currencies } from '#shared/locale';
import { ApiError } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { LabelledSelect } from './action-fields';
import { ActionForm } from './action-form';
import { type Act, ActionsPanel, useActNote } from './actions-panel';
import { customerActions } from './api/staff-customers-api';
import { ConvertToBusinessForm } from './convert-to-business-form';

// The actions the rules allow on the customer's account (the API's `actions`), and only those: the
// sign-up code again, blocking sign-in (after a second click) or allowing it again, making a
// private customer business from the public register's company, a business customer a partner, and
// suspending a partner (after a second click) or reinstating her. A customer another member changed
// meanwhile is read again.

type CustomerAct = Act<StaffCustomerView>;

/** A business customer made a partner: her price list's currency, then her code. */
const EnrolPartnerForm = ({ customer, act }: { customer: StaffCustomerView; act: CustomerAct }) => {
  const [currency, setCurrency] = useState<Currency>('PLN');
  const action = useAction();
  return (
    <ActionForm
      action={action}
      onSubmit={() =>
        act(() => customerActions.enrolPartner(customer.userId, currency), 'staff.customer.done.enrolPartner')
      }
      explain="staff.customer.explain.enrolPartner"
      submit="staff.customer.action.enrolPartner"
    >
      <LabelledSelect
        id="staff-partner-currency"
        label="staff.customer.partnerCurrency"
        value={currency}
        options={currencies.map((code) => [code, code] as const)}
        onValue={setCurrency}
      />
    </ActionForm>
  );
};

type PlainCustomerAction = Exclude<CustomerAction, 'convertToBusiness' | 'enrolPartner'>;

/** The request of each action that takes no input. */
const plainRequests: Record<PlainCustomerAction, (id: string) => Promise<StaffCustomerView>> = {
  resendConfirmation: (id) => customerActions.resendSignUpCode(id),
  blockSignIn: (id) => customerActions.setSignInBlocked(id, true),
  unblockSignIn: (id) => customerActions.setSignInBlocked(id, false),
  suspendPartner: (id) => customerActions.setPartnerSuspended(id, true),
  reinstatePartner: (id) => customerActions.setPartnerSuspended(id, false),
};

/** The actions that take the customer something away, each asked a second time. */
const askedTwice = new Set<CustomerAction>(['blockSignIn', 'suspendPartner']);

/** Blocking sign-in and suspending a partner need a second click; the others go at once. */
const PlainAction = ({
  customer,
  action,
  act,
}: {
  customer: StaffCustomerView;
  action: PlainCustomerAction;
  act: CustomerAct;
}) => {
  const request = useAction();
  const danger = askedTwice.has(action);
  return (
    <ActionForm
      action={request}
      onSubmit={() => act(() => plainRequests[action](customer.userId), `staff.customer.done.${action}`)}
      ask={danger ? `staff.customer.action.${action}` : undefined}
      explain={`staff.customer.explain.${action}`}
      values={{ email: customer.email }}
      submit={danger ? `staff.customer.confirm.${action}` : `staff.customer.action.${action}`}
    />
  );
};

/** The account's actions panel; `onChanged` gets her page after an action, or undefined to read it again. */
export const CustomerActions = ({
  customer,
  onChanged,
}: {
  customer: StaffCustomerView;
  onChanged: (customer: StaffCustomerView | undefined) => void;
}) => {
  const { note, act } = useActNote(
    onChanged,
    (error) => error instanceof ApiError && error.code === 'customer_changed',
    'staff.customer.done.changed',
  );
  return (
    <ActionsPanel title="staff.order.actions" note={note}>
      {customer.actions.map((action) => (
        <div key={`${action}-${customer.actions.join()}`} className="staff-action" data-action={action}>
          {action === 'enrolPartner' ? (
            <EnrolPartnerForm customer={customer} act={act} />
          ) : action === 'convertToBusiness' ? (
            <>
              <h3>
                <FormattedMessage id="staff.customer.action.convertToBusiness" />
              </h3>
              <ConvertToBusinessForm customerId={customer.userId} act={act} />
            </>
          ) : (
            <PlainAction customer={customer} action={action} act={act} />
          )}
        </div>
      ))}
    </ActionsPanel>
  );
};
