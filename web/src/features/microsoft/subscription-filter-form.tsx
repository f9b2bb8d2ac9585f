import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { billingPeriods } from '#shared/catalogue/product';
import { Button } from '../../components/button';
import { filtersOfSearch, type SubscriptionFilters } from './subscription-filters';

/** The list's plan and billing filters; applying them writes them to the URL. */
export const SubscriptionFilterForm = ({
  filters,
  plans,
  onApply,
}: {
  filters: SubscriptionFilters;
  plans: readonly string[];
  onApply: (filters: SubscriptionFilters) => void;
}) => {
  const intl = useIntl();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    onApply(filtersOfSearch(`?${new URLSearchParams({ plan: value('plan'), billing: value('billing') })}`));
  };
  // Keyed by the filters, so stepping back through the URL shows the filters it holds.
  return (
    <form
      key={JSON.stringify(filters)}
      className="order-filters"
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'microsoft.subscriptions.filters' })}
    >
      <label htmlFor={`${id}-plan`}>
        <FormattedMessage id="microsoft.subscription.plan" />
      </label>
      <select id={`${id}-plan`} name="plan" defaultValue={filters.plan ?? ''}>
        <option value="">{intl.formatMessage({ id: 'microsoft.subscriptions.anyPlan' })}</option>
        {plans.map((plan) => (
          <option key={plan} value={plan}>
            {plan}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-billing`}>
        <FormattedMessage id="microsoft.subscription.billing" />
      </label>
      <select id={`${id}-billing`} name="billing" defaultValue={filters.billing ?? ''}>
        <option value="">{intl.formatMessage({ id: 'microsoft.subscriptions.anyBilling' })}</option>
        {billingPeriods.map((billing) => (
          <option key={billing} value={billing}>
            {intl.formatMessage({ id: `billing.${billing}` })}
          </option>
        ))}
      </select>
      <Button type="submit" variant="secondary">
        <FormattedMessage id="microsoft.subscriptions.apply" />
      </Button>
    </form>
  );
};
