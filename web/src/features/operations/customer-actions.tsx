import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompanyInvoiceData } from '#shared/identity/company';
import { companyCountries } from '#shared/identity/company-countries';
import type { CustomerAction, StaffCustomerView } from '#shared/identity/staff-customer';
import { type Currency, currencies, type Language } from '#shared/locale';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { invoiceLines, PostalAddress } from '../../components/postal-address';
import { ApiError } from '../../lib/api-client';
import { findCompany } from '../../lib/company-api';
import { countriesByName } from '../../lib/form/countries-by-name';
import { useAction } from '../../lib/use-action';
import { customerActions } from './api/staff-customers-api';
import { StaffSection } from './staff-section';

// The actions the rules allow on the customer's account (the API's `actions`), and only those: the
// sign-up code again, blocking sign-in (after a second click) or allowing it again, making a
// private customer business from the public register's company, a business customer a partner, and
// suspending a partner (after a second click) or reinstating her. A customer another member changed
// meanwhile is read again.

type Act = (action: () => Promise<StaffCustomerView>, done: string) => Promise<void>;

const taxNumberError = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === 'company_not_found' || error.fields?.some((field) => field.path === 'taxNumber'));

/** Tax number first; the register's company is shown before the account changes, the typed values kept on a refusal. */
const ConvertForm = ({ customerId, act }: { customerId: string; act: Act }) => {
  const intl = useIntl();
  const countries = countriesByName(companyCountries, intl.locale as Language);
  const [country, setCountry] = useState<string>('PL');
  const [taxNumber, setTaxNumber] = useState('');
  const [flat, setFlat] = useState('');
  const [company, setCompany] = useState<CompanyInvoiceData>();
  const lookUp = useAction();
  const convert = useAction();
  const find = (event: FormEvent) => {
    event.preventDefault();
    setCompany(undefined);
    void lookUp.run(async () => setCompany(await findCompany(country, taxNumber.trim())));
  };
  const wrongTax = taxNumberError(lookUp.error) || taxNumberError(convert.error);
  return (
    <form className="staff-action-form" onSubmit={find}>
      <label htmlFor="staff-convert-country">
        <FormattedMessage id="account.company.country" />
      </label>
      <select
        id="staff-convert-country"
        value={country}
        onChange={(event) => setCountry(event.currentTarget.value)}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <label htmlFor="staff-convert-tax">
        <FormattedMessage id="account.company.taxNumber" />
      </label>
      <input
        id="staff-convert-tax"
        value={taxNumber}
        required
        maxLength={32}
        autoComplete="off"
        aria-invalid={wrongTax ? true : undefined}
        onChange={(event) => {
          setTaxNumber(event.currentTarget.value);
          setCompany(undefined);
        }}
      />
      <label htmlFor="staff-convert-flat">
        <FormattedMessage id="account.company.flatNumber" />
      </label>
      <input
        id="staff-convert-flat"
        value={flat}
        maxLength={16}
        autoComplete="off"
        onChange={(event) => setFlat(event.currentTarget.value)}
      />
      <AlertMessage id={lookUp.failure ?? convert.failure} />
      {company ? (
        <div className="staff-company-found" role="status">
          <p>
            <FormattedMessage id="staff.customer.registerFound" />
          </p>
          <PostalAddress lines={invoiceLines(company)}>
            <FormattedMessage id="staff.people.taxNumber" values={{ taxNumber: company.taxNumber }} />
          </PostalAddress>
          <Button
            busy={convert.busy}
            onClick={() =>
              void convert.run(() =>
                act(
                  () =>
                    customerActions.convertToBusiness(customerId, {
                      ...company,
                      companyFlatNumber: company.companyFlatNumber ?? (flat.trim() || undefined),
                    }),
                  'staff.customer.done.convertToBusiness',
                ),
              )
            }
          >
            <FormattedMessage id="staff.customer.action.convertToBusiness" />
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="secondary" busy={lookUp.busy}>
          <FormattedMessage id="checkout.company.lookUp" />
        </Button>
      )}
    </form>
  );
};

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
              <ConvertForm customerId={customer.userId} act={act} />
            </>
          ) : (
            <PlainAction customer={customer} action={action} act={act} />
          )}
        </div>
      ))}
    </StaffSection>
  );
};
