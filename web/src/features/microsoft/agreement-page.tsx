import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import {
  agreementInputSchema,
  customerAgreementLink,
  type MicrosoftAccountView,
  tenantIdSchema,
} from '#shared/microsoft/microsoft-account';
import { pathFor } from '#shared/routes';
import { BreakableText } from '../../components/breakable-text';
import { CheckboxField, FormFooter, TextField } from '../../components/fields';
import { NotFoundPage } from '../../components/not-found-page';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useProfile } from '../../lib/session/profile-store';
import { acceptAgreement, useAccounts } from './api/accounts-api';

const AgreementForm = ({
  account,
  onAccepted,
}: {
  account: MicrosoftAccountView;
  onAccepted: () => void;
}) => {
  const profile = useProfile();
  const [firstName = '', ...rest] = (profile?.name ?? '').split(' ');
  const form = useSchemaForm(
    agreementInputSchema,
    { firstName, lastName: rest.join(' '), email: profile?.email ?? '', phoneNumber: '', accepted: false },
    async (input) => {
      await acceptAgreement(account.accountId, input);
      onAccepted();
    },
    { optional: ['phoneNumber'] },
  );
  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={form.idFor('title')}>
      <h2 id={form.idFor('title')}>
        <FormattedMessage id="microsoft.agreement.contact" />
      </h2>
      <TextField
        form={form}
        name="firstName"
        label="microsoft.agreement.firstName"
        autoComplete="given-name"
      />
      <TextField
        form={form}
        name="lastName"
        label="microsoft.agreement.lastName"
        autoComplete="family-name"
      />
      <TextField
        form={form}
        name="email"
        type="email"
        label="microsoft.agreement.email"
        autoComplete="email"
      />
      <TextField
        form={form}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        label="microsoft.agreement.phone"
        hint={<FormattedMessage id="auth.phone.hint" />}
      />
      <CheckboxField form={form} name="accepted">
        <FormattedMessage
          id="microsoft.agreement.accept"
          values={{
            link: (text) => (
              <a href={customerAgreementLink} rel="noreferrer" target="_blank">
                {text}
              </a>
            ),
          }}
        />
      </CheckboxField>
      <FormFooter form={form} submit="microsoft.agreement.submit" />
    </form>
  );
};

/**
 * `/mca/{id}/{tenantId}` (spec sections 2 and 5): the Microsoft Customer Agreement of one of the
 * customer's accounts, with its primary contact; both ids required, the tenant id a GUID that is this
 * account's, else the not-found page.
 */
export const AgreementPage = ({ accountId, tenantId }: { accountId: string; tenantId: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const { data, error, mutate } = useAccounts();
  const [accepted, setAccepted] = useState(false);
  const title = intl.formatMessage({ id: 'microsoft.agreement.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!tenantIdSchema.safeParse(tenantId).success) return <NotFoundPage />;
  if (!data)
    return error ? (
      <p role="alert" className="form-alert">
        <FormattedMessage id="error.microsoft_unavailable" />
      </p>
    ) : (
      <p aria-busy="true" className="loading" />
    );
  const account = data.accounts.find((candidate) => candidate.accountId === accountId);
  if (!account || account.tenantId !== tenantId) return <NotFoundPage />;
  const back = (
    <Link href={pathFor('accountSubscriptionAddAccount', language)}>
      <FormattedMessage id="microsoft.agreement.back" />
    </Link>
  );
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage
          id="microsoft.agreement.text"
          values={{ domain: <BreakableText text={account.domain} /> }}
        />
      </p>
      {accepted || account.agreementAcceptedAt ? (
        <>
          <p role="status" className="form-done">
            <FormattedMessage
              id="microsoft.agreement.done"
              values={{ domain: <BreakableText text={account.domain} /> }}
            />
          </p>
          <p>{back}</p>
        </>
      ) : (
        <AgreementForm
          account={account}
          onAccepted={() => {
            setAccepted(true);
            void mutate();
          }}
        />
      )}
    </section>
  );
};
