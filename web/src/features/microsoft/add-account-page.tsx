import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addAccountInputSchema, type CreatedAccount } from '#shared/microsoft/microsoft-account';
import { tenantNameMaxLength, tenantNameSchema } from '#shared/microsoft/tenant-name';
import { BreakableText } from '../../components/breakable-text';
import { Button } from '../../components/button';
import { FormFooter, TextField } from '../../components/fields';
import { messageIdOf } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { usePageHead } from '../../lib/head';
import { AccountList } from './account-list';
import { addAccount, checkAccountName, useAccounts } from './api/accounts-api';

type Kind = 'new' | 'existing';

/** A new tenant's first administrator, shown this once: the shop keeps no copy. */
const CreatedNotice = ({ created }: { created: CreatedAccount }) => (
  <div role="status" className="microsoft-created">
    <p>
      <FormattedMessage
        id="microsoft.created.text"
        values={{ domain: <BreakableText text={created.account.domain} /> }}
      />
    </p>
    {created.administrator && (
      <>
        <dl className="microsoft-created__credentials">
          <dt>
            <FormattedMessage id="microsoft.created.userName" />
          </dt>
          <dd>
            <code>{created.administrator.userName}</code>
          </dd>
          <dt>
            <FormattedMessage id="microsoft.created.password" />
          </dt>
          <dd>
            <code>{created.administrator.password}</code>
          </dd>
        </dl>
        <p className="microsoft-created__once">
          <FormattedMessage id="microsoft.created.once" />
        </p>
      </>
    )}
  </div>
);

/** "Check availability": whether the typed name is free at Microsoft, before the form is sent. */
const NameCheck = ({ name }: { name: string }) => {
  const [answer, setAnswer] = useState<{ id: string; values?: Record<string, string | number> }>();
  const check = async () => {
    const parsed = tenantNameSchema.safeParse(name);
    if (!parsed.success)
      return setAnswer({ id: 'microsoft.name.checkInvalid', values: { max: tenantNameMaxLength } });
    try {
      const { domain, available } = await checkAccountName(parsed.data);
      setAnswer({ id: available ? 'microsoft.name.available' : 'microsoft.name.taken', values: { domain } });
    } catch (error) {
      setAnswer({ id: messageIdOf(error) });
    }
  };
  return (
    <div className="microsoft-name-check">
      <Button variant="secondary" onClick={() => void check()}>
        <FormattedMessage id="microsoft.name.check" />
      </Button>
      <p role="status">{answer && <FormattedMessage id={answer.id} values={answer.values} />}</p>
    </div>
  );
};

/**
 * `/ustawienia-konta/subskrypcje/dodaj-konto` (spec section 2, "Add Microsoft 365 account"): the
 * customer's accounts, and a new one (its name optional and verified, else made from the company's)
 * or an existing one by the part before the at-sign, linked in its administrator's two steps.
 */
export const AddAccountPage = () => {
  const intl = useIntl();
  const { data, error, mutate } = useAccounts();
  const [created, setCreated] = useState<CreatedAccount>();
  const title = intl.formatMessage({ id: 'microsoft.addAccount.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const form = useSchemaForm(
    addAccountInputSchema,
    { kind: 'new' as Kind, name: '' },
    async (input) => {
      setCreated(undefined);
      const answer = await addAccount(input);
      if (input.kind === 'new') setCreated(answer);
      form.set('name', '');
      await mutate();
    },
    { optional: ['name'] },
  );
  const kind = form.values.kind as Kind;

  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      {created && <CreatedNotice created={created} />}
      {data ? (
        <AccountList accounts={data.accounts} onChanged={() => void mutate()} />
      ) : error ? (
        <p role="alert" className="form-alert">
          <FormattedMessage id="error.microsoft_unavailable" />
        </p>
      ) : (
        <p aria-busy="true" className="loading" />
      )}
      <form className="auth-form" onSubmit={form.onSubmit} noValidate aria-labelledby={form.idFor('title')}>
        <h2 id={form.idFor('title')}>
          <FormattedMessage id="microsoft.addAccount.formTitle" />
        </h2>
        <fieldset>
          <legend>
            <FormattedMessage id="microsoft.addAccount.kind" />
          </legend>
          {(['new', 'existing'] as const).map((option) => (
            <label key={option} className="consent">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => form.set('kind', option)}
              />
              <FormattedMessage id={`microsoft.addAccount.kind.${option}`} />
            </label>
          ))}
        </fieldset>
        <TextField
          form={form}
          name="name"
          label={kind === 'new' ? 'microsoft.name.optional' : 'microsoft.name.existing'}
          hint={<FormattedMessage id={`microsoft.name.hint.${kind}`} values={{ max: tenantNameMaxLength }} />}
          autoComplete="off"
        />
        {kind === 'new' && <NameCheck name={String(form.values.name)} />}
        <FormFooter form={form} submit={`microsoft.addAccount.submit.${kind}`} />
      </form>
    </section>
  );
};
