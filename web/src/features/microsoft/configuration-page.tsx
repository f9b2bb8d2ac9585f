import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import { planNameIn } from '#shared/microsoft/plan-name';
import { configureSubscriptionInputSchema, type SubscriptionView } from '#shared/microsoft/subscription';
import { pathFor } from '#shared/routes';
import { BreakableText } from '../../components/breakable-text';
import { ChoiceFieldset } from '../../components/choice-fieldset';
import { FormFooter } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { accountChoiceOf, preselectedAccountOf } from './account-choice';
import { useAccounts } from './api/accounts-api';
import { configureSubscription, useSubscription } from './api/subscriptions-api';
import { CancelledNote, CancelUnprovisioned, cancellable } from './cancel-dialog';
import { ReadPending } from './read-pending';
import { FailureNote, SubscriptionFacts, SubscriptionStatusBadge } from './subscription-facts';

/** One account of the choice: a ready one may be chosen; any other says what it still needs. */
const AccountOption = ({
  account,
  id,
  checked,
  onChoose,
}: {
  account: MicrosoftAccountView;
  id: string | undefined;
  checked: boolean;
  onChoose: () => void;
}) => {
  const language = useLanguage();
  const choice = accountChoiceOf(account);
  const noteId = `${account.accountId}-note`;
  return (
    <li>
      <label className="consent">
        <input
          id={id}
          type="radio"
          name="accountId"
          value={account.accountId}
          checked={checked}
          disabled={choice !== 'ready'}
          aria-describedby={choice === 'ready' ? undefined : noteId}
          onChange={onChoose}
        />
        <BreakableText text={account.domain} />
      </label>
      {choice === 'agreement' && (
        <p id={noteId} className="form-hint">
          <Link href={pathFor('mca', language, { id: account.accountId, tenantId: account.tenantId ?? '' })}>
            <FormattedMessage id="microsoft.account.acceptAgreement" />
          </Link>
        </p>
      )}
      {choice === 'linking' && (
        <p id={noteId} className="form-hint">
          <FormattedMessage id={`microsoft.account.state.${account.state}`} />
        </p>
      )}
    </li>
  );
};

/** The tenant to set the subscription up in, among the customer's accounts; the only ready one preselected. */
const ConfigurationForm = ({
  subscription,
  accounts,
  onConfigured,
}: {
  subscription: SubscriptionView;
  accounts: readonly MicrosoftAccountView[];
  onConfigured: (configured: SubscriptionView) => Promise<void>;
}) => {
  const language = useLanguage();
  const form = useSchemaForm(
    configureSubscriptionInputSchema,
    { accountId: preselectedAccountOf(accounts) },
    async (input) => onConfigured(await configureSubscription(subscription.id, input)),
    { optional: ['accountId'] },
  );
  const firstReady = accounts.find((account) => accountChoiceOf(account) === 'ready');
  const choiceId = form.idFor('accountId');
  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate>
      <ChoiceFieldset
        id={choiceId}
        legend="microsoft.configure.account"
        error={form.errors.accountId && 'microsoft.configure.required'}
      >
        {accounts.length === 0 ? (
          <p>
            <FormattedMessage id="microsoft.accounts.empty" />
          </p>
        ) : (
          <ul className="microsoft-choices">
            {accounts.map((account) => (
              <AccountOption
                key={account.accountId}
                account={account}
                id={account === firstReady ? choiceId : undefined}
                checked={form.values.accountId === account.accountId}
                onChoose={() => form.set('accountId', account.accountId)}
              />
            ))}
          </ul>
        )}
      </ChoiceFieldset>
      <p>
        <Link href={pathFor('accountSubscriptionAddAccount', language)}>
          <FormattedMessage id="microsoft.addAccount.formTitle" />
        </Link>
      </p>
      {firstReady && <FormFooter form={form} submit="microsoft.configure.submit" />}
    </form>
  );
};

/**
 * `/ustawienia-konta/subskrypcje/{subscriptionId}/konfiguracja` (spec section 2): the
 * subscription, and the Microsoft 365 account to set it up in (one not configured yet, or whose setup
 * failed: choosing again is the retry); on success, the configuration summary follows Microsoft's work.
 */
export const ConfigurationPage = ({ subscriptionId }: { subscriptionId: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data: subscription, error, mutate } = useSubscription(subscriptionId);
  const accounts = useAccounts();
  const title = intl.formatMessage({ id: 'microsoft.configure.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!subscription) return <ReadPending error={error} onRetry={() => void mutate()} />;

  const summary = pathFor('accountSubscriptionConfigurationSummary', language, { subscriptionId });
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      <h2>{planNameIn(subscription, language)}</h2>
      <SubscriptionStatusBadge status={subscription.status} />
      <SubscriptionFacts subscription={subscription} />
      <FailureNote subscription={subscription} />
      <CancelledNote subscription={subscription} />
      {subscription.state === 'cancelled' ? null : !subscription.actions.includes('configure') ? (
        <p>
          <FormattedMessage id="microsoft.configure.done" />{' '}
          <Link href={summary}>
            <FormattedMessage id="microsoft.summary.title" />
          </Link>
        </p>
      ) : accounts.data ? (
        <ConfigurationForm
          subscription={subscription}
          accounts={accounts.data.accounts}
          onConfigured={async (configured) => {
            await mutate(configured, { revalidate: false });
            navigate(summary);
          }}
        />
      ) : accounts.error ? (
        <p role="alert" className="form-alert">
          <FormattedMessage id="error.microsoft_unavailable" />
        </p>
      ) : (
        <p aria-busy="true" className="loading" />
      )}
      {subscription.actions.includes('configure') && cancellable(subscription) && (
        <CancelUnprovisioned
          subscription={subscription}
          onChanged={(cancelled) => mutate(cancelled, { revalidate: false })}
        />
      )}
    </section>
  );
};
