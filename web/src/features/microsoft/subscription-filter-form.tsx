import { useIntl } from 'react-intl';
import { billingPeriods } from '#shared/catalogue/product';
import { FilterForm } from '../../components/filter-form';
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
  return (
    <FilterForm
      label="microsoft.subscriptions.filters"
      apply="microsoft.subscriptions.apply"
      fields={[
        {
          kind: 'select',
          name: 'plan',
          label: 'microsoft.subscription.plan',
          any: 'microsoft.subscriptions.anyPlan',
          value: filters.plan,
          options: plans.map((plan) => ({ value: plan, label: plan })),
        },
        {
          kind: 'select',
          name: 'billing',
          label: 'microsoft.subscription.billing',
          any: 'microsoft.subscriptions.anyBilling',
          value: filters.billing,
          options: billingPeriods.map((billing) => ({
            value: billing,
            label: intl.formatMessage({ id: `billing.${billing}` }),
          })),
        },
      ]}
      onApply={({ plan = '', billing = '' }) =>
        onApply(filtersOfSearch(`?${new URLSearchParams({ plan, billing })}`))
      }
    />
  );
};
