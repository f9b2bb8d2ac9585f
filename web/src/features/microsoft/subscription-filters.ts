import { type BillingPeriod, billingPeriods } from '#shared/catalogue/product';
import type { Language } from '#shared/locale';
import { planNameIn } from '#shared/microsoft/plan-name';
import type { SubscriptionView } from '#shared/microsoft/subscription';

// The subscription list's filters (spec section 2: filter by plan, monthly or yearly) live in the
// page's URL query (`?plan=&billing=`), so a filtered list can be reloaded and stepped back through.
// The list is the customer's whole set, so it is filtered here, not by the API.

export interface SubscriptionFilters {
  /** A plan's name, as the list shows it in the page's language. */
  plan?: string;
  billing?: BillingPeriod;
}

/** The filters of the URL's query; a billing other than monthly or annual is dropped. */
export const filtersOfSearch = (search: string): SubscriptionFilters => {
  const query = new URLSearchParams(search);
  const plan = query.get('plan')?.trim();
  const billing = billingPeriods.find((period) => period === query.get('billing'));
  return { ...(plan && { plan }), ...(billing && { billing }) };
};

/** The URL query of the filters: `?plan=…&billing=annual`, or empty without a filter. */
export const searchOfFilters = ({ plan, billing }: SubscriptionFilters): string => {
  const query = new URLSearchParams({ ...(plan && { plan }), ...(billing && { billing }) }).toString();
  return query ? `?${query}` : '';
};

export const filterSubscriptions = (
  subscriptions: readonly SubscriptionView[],
  { plan, billing }: SubscriptionFilters,
  language: Language,
): SubscriptionView[] =>
  subscriptions.filter(
    (subscription) =>
      (!plan || planNameIn(subscription, language) === plan) &&
      (!billing || subscription.billing === billing),
  );

/**
 * The plan filter's choices, named in the page's language: each plan of the list once, alphabetically,
 * and the chosen one even if none has it.
 */
export const planNamesOf = (
  subscriptions: readonly SubscriptionView[],
  language: Language,
  chosen?: string,
): string[] =>
  [
    ...new Set([
      ...subscriptions.map((subscription) => planNameIn(subscription, language)),
      ...(chosen ? [chosen] : []),
    ]),
  ].sort((a, b) => a.localeCompare(b, language));

/** How many subscriptions the list shows at first and adds at each "show more" (a customer may hold hundreds). */
export const subscriptionsPerPage = 25;

/** The first `pages` pages of the (filtered) list, and whether any are left for "show more". */
export const subscriptionPages = <T>(subscriptions: readonly T[], pages: number) => ({
  shown: subscriptions.slice(0, pages * subscriptionsPerPage),
  more: subscriptions.length > pages * subscriptionsPerPage,
});
