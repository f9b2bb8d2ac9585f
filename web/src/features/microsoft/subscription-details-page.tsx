import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { planNameIn } from '#shared/microsoft/plan-name';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { BreakableText } from '../../components/breakable-text';
import { SummaryTable } from '../../components/summary-table';
import { Tabs } from '../../components/tabs';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useMoney } from '../../lib/use-money';
import { useSubscription } from './api/subscriptions-api';
import { ReadPending } from './read-pending';
import { FactList, FailureNote, SubscriptionStatusBadge } from './subscription-facts';
import { SubscriptionRenewal } from './subscription-renewal';
import { TenantUsers } from './users/tenant-users';

// A subscription's details (spec section 2): the tabs domain, renewal, costs, settlement, licences and
// users, with its status; the renewal tab first when the link asks for it (`/szczegoly/true`), another
// one when its fragment names it (`#users`).

const tabKeys = ['domain', 'renewal', 'costs', 'settlement', 'licences', 'users'] as const;
type TabKey = (typeof tabKeys)[number];

/** The tab a link names by its fragment (`…/szczegoly/false#users`), if it names one. */
const tabOfHash = (hash: string): TabKey | undefined => tabKeys.find((key) => `#${key}` === hash);

const Panels = ({
  subscription,
  first,
  onChanged,
}: {
  subscription: SubscriptionView;
  first: TabKey | undefined;
  onChanged: (changed: SubscriptionView) => Promise<unknown>;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney(subscription.currency);
  const date = (at: string | undefined) =>
    at ? intl.formatDate(at, { dateStyle: 'long', timeZone: 'UTC' }) : '–';
  const per = intl.formatMessage({ id: `price.per.${subscription.billing}` });
  const addLicences = pathFor('accountSubscriptionAddLicences', language, {
    subscriptionId: subscription.id,
  });
  const charges = subscription.charges ?? [];
  const changeable = subscription.actions.includes('changeLicences');
  const panels: Record<TabKey, ReactNode> = {
    domain: (
      <FactList
        rows={[
          [
            'microsoft.subscription.domain',
            subscription.domain ? (
              <BreakableText key="domain" text={subscription.domain} />
            ) : (
              intl.formatMessage({ id: 'microsoft.subscription.noDomain' })
            ),
          ],
          ['microsoft.details.activatedAt', date(subscription.activatedAt)],
        ]}
      />
    ),
    renewal: <SubscriptionRenewal subscription={subscription} onChanged={onChanged} />,
    costs: (
      <>
        <FactList
          rows={[
            ['microsoft.subscription.unitPrice', `${money(subscription.unitNet)} ${per}`],
            ['microsoft.subscription.quantity', intl.formatNumber(subscription.quantity)],
            ['microsoft.details.total', `${money(subscription.unitNet * subscription.quantity)} ${per}`],
          ]}
        />
        {changeable && (
          <Link className="button" href={addLicences}>
            <FormattedMessage id="microsoft.licences.add" />
          </Link>
        )}
      </>
    ),
    settlement: (
      <>
        <FactList
          rows={[
            ['microsoft.subscription.billing', intl.formatMessage({ id: `billing.${subscription.billing}` })],
            ['microsoft.details.order', subscription.orderNumber],
            ['microsoft.subscription.termEnd', date(subscription.termEnd)],
          ]}
        />
        {charges.length === 0 ? (
          <p>
            <FormattedMessage id="microsoft.details.noCharges" />
          </p>
        ) : (
          // What the next invoice settles: each change of licences with its net, and their sum.
          <>
            <h2 id={`${subscription.id}-charges`} className="microsoft-charges__title">
              <FormattedMessage id="microsoft.details.charges" />
            </h2>
            <SummaryTable
              labelledBy={`${subscription.id}-charges`}
              className="microsoft-charges"
              columns={[
                { label: 'microsoft.details.chargeDate' },
                { label: 'microsoft.details.chargeKind' },
                { label: 'microsoft.details.chargeLicences', numeric: true },
                { label: 'microsoft.details.chargeNet', numeric: true },
              ]}
              rows={charges.map((charge) => ({
                key: charge.at,
                cells: [
                  date(charge.at),
                  intl.formatMessage({
                    id: charge.net < 0 ? 'microsoft.details.chargeRemoved' : 'microsoft.details.chargeAdded',
                  }),
                  intl.formatNumber(Math.abs(charge.quantity)),
                  money(charge.net),
                ],
              }))}
              totals={[
                {
                  key: 'total',
                  label: <FormattedMessage id="microsoft.details.chargesTotal" />,
                  value: money(charges.reduce((sum, charge) => sum + charge.net, 0)),
                  grand: true,
                },
              ]}
            />
          </>
        )}
      </>
    ),
    licences: (
      <>
        <FactList
          rows={[
            ['microsoft.details.purchased', intl.formatNumber(subscription.quantity)],
            ['microsoft.details.reducible', intl.formatNumber(subscription.reducibleLicences)],
          ]}
        />
        {changeable && (
          <Link className="button" href={addLicences}>
            <FormattedMessage id="microsoft.licences.change" />
          </Link>
        )}
      </>
    ),
    users: subscription.accountId ? (
      <TenantUsers
        accountId={subscription.accountId}
        skuId={subscription.licenceSku?.skuId}
        addLicences={changeable ? addLicences : undefined}
      />
    ) : (
      <p>
        <FormattedMessage id="microsoft.subscription.noDomain" />
      </p>
    ),
  };
  return (
    <Tabs
      label={intl.formatMessage({ id: 'microsoft.details.tabs' })}
      className="microsoft-tabs"
      initial={first}
      tabs={tabKeys.map((key) => ({
        key,
        label: <FormattedMessage id={`microsoft.details.tab.${key}`} />,
        panel: panels[key],
        // The users come from Microsoft: asked when the tab is first opened, not on every view.
        ...(key === 'users' ? { lazy: true as const } : {}),
      }))}
    />
  );
};

/**
 * `/ustawienia-konta/subskrypcje/{subscriptionId}/szczegoly/{enableRecurring}` (spec section 2):
 * the subscription's status and its six tabs; changes answer the subscription after them, which
 * replaces the one read.
 */
export const SubscriptionDetailsPage = ({
  subscriptionId,
  enableRecurring,
}: {
  subscriptionId: string;
  enableRecurring: string | undefined;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data: subscription, error, mutate } = useSubscription(subscriptionId);
  const title = subscription
    ? planNameIn(subscription, language)
    : intl.formatMessage({ id: 'microsoft.details.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!subscription) return <ReadPending error={error} onRetry={() => void mutate()} />;
  return (
    <section className="account-page microsoft-page">
      <p className="account-back">
        <Link href={pathFor('accountSubscriptions', language)}>
          <FormattedMessage id="microsoft.subscriptions.back" />
        </Link>
      </p>
      <div className="account-heading">
        <h1>{title}</h1>
        <SubscriptionStatusBadge status={subscription.status} />
      </div>
      <FailureNote subscription={subscription} />
      <Panels
        subscription={subscription}
        first={enableRecurring === 'true' ? 'renewal' : tabOfHash(window.location.hash)}
        onChanged={(changed) => mutate(changed, { revalidate: false })}
      />
    </section>
  );
};
