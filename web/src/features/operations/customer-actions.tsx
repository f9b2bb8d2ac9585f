import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CustomerAction, StaffCustomerView } from '#shared/identity/staff-customer';
import { type Currency, currencies } from '#shared/locale';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api-client';
import { useAction } from '../../lib/use-action';
import { customerActions } from './api/staff-customers-api';
import { type Act, ConvertToBusinessForm } from './convert-to-business-form';
import { StaffSection } from './staff-section';

// The actions the rules allow on the customer's account (the API's `actions`), and only those: the
// sign-up code again, blocking sign-in (after a second click) or allowing it again, making a
// private customer business from the public register's company, a business customer a partner, and
// suspending a partner (after a second click) or reinstating her. A customer another member changed
// meanwhile is read again.

/** A business customer made a partner: her price list's currency, then her code. */
const EnrolPartnerForm = ({ customer, act }: { customer: StaffCustomerView; act: Act }) => {
  const [currency, setCurrency] = useState<Currency>('PLN');
  const { failure, busy, run } = useAction();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() =>
      act(() => customerActions.enrolPartner(customer.userId, currency), 'staff.customer.done.enrolPartner'),
    );
  };
  return (
    <form className="staff-action-form" onSubmit={submit}>
      <p>
        <FormattedMessage id="staff.customer.explain.enrolPartner" />
      </p>
      <label htmlFor="staff-partner-currency">
        <FormattedMessage id="staff.customer.partnerCurrency" />
      </label>
      <select
        id="staff-partner-currency"
        value={currency}
        onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
      >
        {currencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
      <AlertMessage id={failure} />
      <Button type="submit" busy={busy}>
        <FormattedMessage id="staff.customer.action.enrolPartner" />
      </Button>
    </form>
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
  act: Act;
}) => {
  const [asked, setAsked] = useState(false);
  const { failure, busy, run } = useAction();
  const danger = askedTwice.has(action);
  const go = () =>
    run(() => act(() => plainRequests[action](customer.userId), `staff.customer.done.${action}`));
  if (danger && !asked)
    return (
      <Button variant="danger" onClick={() => setAsked(true)}>
        <FormattedMessage id={`staff.customer.action.${action}`} />
      </Button>
    );
  return (
    <div className="staff-action-form">
      <p>
        <FormattedMessage id={`staff.customer.explain.${action}`} values={{ email: customer.email }} />
      </p>
      <AlertMessage id={failure} />
      <div className="staff-action-buttons">
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => void go()}>
          <FormattedMessage
            id={danger ? `staff.customer.confirm.${action}` : `staff.customer.action.${action}`}
          />
        </Button>
        {danger && (
          <Button variant="secondary" onClick={() => setAsked(false)}>
            <FormattedMessage id="staff.confirm.no" />
          </Button>
        )}
      </div>
    </div>
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
  const [note, setNote] = useState<string>();
  const act: Act = async (action, done) => {
    setNote(undefined);
    try {
      onChanged(await action());
      setNote(done);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'customer_changed') {
        onChanged(undefined);
        setNote('staff.customer.done.changed');
        return;
      }
      throw error;
    }
  };
  return (
    <StaffSection title="staff.order.actions" className="staff-actions">
      <p role="status" className="staff-actions__note">
        {note && <FormattedMessage id={note} />}
      </p>
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
    </StaffSection>
  );
};
