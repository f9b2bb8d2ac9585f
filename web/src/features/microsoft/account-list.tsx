import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { MicrosoftAccountView } from '#shared/microsoft/microsoft-account';
import { pathFor } from '#shared/routes';
import { AlertMessage } from '../../components/alert-message';
import { Badge } from '../../components/badge';
import { BreakableText } from '../../components/breakable-text';
import { Button } from '../../components/button';
import { ApiError, messageIdOf } from '../../lib/api-client';
import { useLanguage } from '../../lib/language-context';
import { refreshAccount } from './api/accounts-api';

/**
 * What is left to do for an account: its admin's two steps, the agreement, or nothing. A linking whose
 * tenant Microsoft does not know ends off the list (`onGone`).
 */
const AccountNext = ({
  account,
  onChanged,
  onGone,
}: {
  account: MicrosoftAccountView;
  onChanged: () => void;
  onGone: (domain: string) => void;
}) => {
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (account.state !== 'active')
    return (
      <div className="microsoft-account__next">
        <p>
          <FormattedMessage
            id={`microsoft.account.${account.state}.text`}
            values={{ domain: <BreakableText text={account.domain} /> }}
          />
        </p>
        {account.relationshipUrl && (
          <p className="microsoft-account__link">
            <a href={account.relationshipUrl} rel="noreferrer" target="_blank">
              {account.relationshipUrl}
            </a>
          </p>
        )}
        <Button
          variant="secondary"
          busy={busy}
          onClick={async () => {
            setBusy(true);
            setFailure(undefined);
            try {
              await refreshAccount(account.accountId);
              onChanged();
            } catch (error) {
              if (error instanceof ApiError && error.code === 'tenant_not_found') {
                onGone(account.domain);
                onChanged();
              } else setFailure(messageIdOf(error));
            } finally {
              setBusy(false);
            }
          }}
        >
          <FormattedMessage id="microsoft.account.refresh" />
        </Button>
        <AlertMessage id={failure} />
      </div>
    );
  if (account.agreementAcceptedAt || !account.tenantId) return null;
  return (
    <p className="microsoft-account__next">
      <Link href={pathFor('mca', language, { id: account.accountId, tenantId: account.tenantId })}>
        <FormattedMessage id="microsoft.account.acceptAgreement" />
      </Link>
    </p>
  );
};

/** The customer's Microsoft 365 accounts with their state and what is left to do for each. */
export const AccountList = ({
  accounts,
  onChanged,
}: {
  accounts: readonly MicrosoftAccountView[];
  onChanged: () => void;
}) => {
  const intl = useIntl();
  const [gone, setGone] = useState<string>();
  return (
    <section aria-labelledby="microsoft-accounts-title">
      <h2 id="microsoft-accounts-title">
        <FormattedMessage id="microsoft.accounts.title" />
      </h2>
      {gone && (
        <p role="alert" className="form-alert">
          <FormattedMessage id="microsoft.account.gone" values={{ domain: <BreakableText text={gone} /> }} />
        </p>
      )}
      {accounts.length === 0 ? (
        <p>
          <FormattedMessage id="microsoft.accounts.empty" />
        </p>
      ) : (
        <ul className="microsoft-accounts">
          {accounts.map((account) => (
            <li key={account.accountId} className="microsoft-account" data-state={account.state}>
              <strong>
                <BreakableText text={account.domain} />
              </strong>
              <Badge tone={account.state === 'active' ? 'success' : 'warning'}>
                <FormattedMessage id={`microsoft.account.state.${account.state}`} />
              </Badge>
              {account.agreementAcceptedAt && (
                <Badge tone="success">
                  <FormattedMessage
                    id="microsoft.account.agreementAccepted"
                    values={{ date: intl.formatDate(account.agreementAcceptedAt, { dateStyle: 'medium' }) }}
                  />
                </Badge>
              )}
              <AccountNext account={account} onChanged={onChanged} onGone={setGone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
