import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { planNameIn } from '#shared/microsoft/plan-name';
import {
  acceptRenewalOfferInputSchema,
  type RenewalOfferLine,
  type RenewalOfferView,
} from '#shared/microsoft/renewal-offer';
import { Button } from '../../components/button';
import { ErrorPage } from '../../components/error-page';
import { NotFoundPage } from '../../components/not-found-page';
import { messageIdOf } from '../../lib/api-client';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { redirectionLink, statusLink } from '../../lib/payments/payment-links';
import { useMoney } from '../../lib/use-money';
import { acceptRenewalOffer, useRenewalOffer } from './api/renewal-offer-api';

// `/odnow/{invoiceGuid}/` (spec section 2, the renewal as a sales opportunity): the
// Microsoft 365 subscriptions an invoice billed, each with its next term's licences and cost; accepted,
// they are set to renew and one order of their next terms is placed, paid at once (the payment
// redirection) and followed live on the order status page.

/** A line's choice: renewed or not, and its next term's licences as typed. */
type Choices = Record<string, { renew: boolean; quantity: string }>;

const OfferLine = ({
  line,
  choice,
  currency,
  onChange,
}: {
  line: RenewalOfferLine;
  choice: Choices[string] | undefined;
  currency: RenewalOfferView['currency'];
  onChange: (choice: Choices[string]) => void;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney(currency);
  const id = `renew-${line.subscriptionId}`;
  const quantity = Number(choice?.quantity);
  const per = intl.formatMessage({ id: `price.per.${line.billing}` });
  return (
    <li className="microsoft-subscription">
      <label className="consent">
        <input
          type="checkbox"
          checked={choice?.renew ?? false}
          disabled={!choice}
          onChange={(event) => choice && onChange({ ...choice, renew: event.target.checked })}
        />
        {planNameIn(line, language)}
      </label>
      {line.termEnd && (
        <p className="form-hint">
          <FormattedMessage
            id="microsoft.offer.termEnd"
            values={{ date: intl.formatDate(line.termEnd, { dateStyle: 'long', timeZone: 'UTC' }) }}
          />
        </p>
      )}
      {line.notRenewable ? (
        <p className="form-hint">
          <FormattedMessage id={`microsoft.offer.notRenewable.${line.notRenewable}`} />
        </p>
      ) : (
        choice?.renew && (
          <div className="form-field">
            <label htmlFor={id}>
              <FormattedMessage id="microsoft.renew.count" />
            </label>
            <input
              id={id}
              type="number"
              inputMode="numeric"
              min={1}
              max={300}
              value={choice.quantity}
              onChange={(event) => onChange({ ...choice, quantity: event.target.value })}
            />
            {Number.isInteger(quantity) && quantity > 0 && (
              <p className="form-hint">{`${money(line.unitNet * quantity)} ${per}`}</p>
            )}
          </div>
        )
      )}
    </li>
  );
};

const OfferForm = ({
  guid,
  offer,
  onAccepted,
}: {
  guid: string;
  offer: RenewalOfferView;
  onAccepted: (accepted: RenewalOfferView) => Promise<unknown>;
}) => {
  const [choices, setChoices] = useState<Choices>(() =>
    Object.fromEntries(
      offer.lines
        .filter((line) => !line.notRenewable)
        .map((line) => [line.subscriptionId, { renew: true, quantity: String(line.quantity) }]),
    ),
  );
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const input = {
    lines: Object.entries(choices)
      .filter(([, choice]) => choice.renew)
      .map(([subscriptionId, choice]) => ({ subscriptionId, quantity: Number(choice.quantity) })),
  };
  const parsed = acceptRenewalOfferInputSchema.safeParse(input);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return setState({ busy: false, error: 'microsoft.offer.invalid' });
    setState({ busy: true });
    try {
      await onAccepted(await acceptRenewalOffer(guid, parsed.data));
    } catch (error) {
      setState({ busy: false, error: messageIdOf(error) });
    }
  };
  if (offer.lines.length === 0)
    return (
      <p>
        <FormattedMessage id="microsoft.offer.empty" />
      </p>
    );
  return (
    <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <ul className="microsoft-subscriptions">
        {offer.lines.map((line) => (
          <OfferLine
            key={line.subscriptionId}
            line={line}
            choice={choices[line.subscriptionId]}
            currency={offer.currency}
            onChange={(choice) => setChoices((all) => ({ ...all, [line.subscriptionId]: choice }))}
          />
        ))}
      </ul>
      <p className="form-hint">
        <FormattedMessage id="microsoft.offer.how" />
      </p>
      {Object.keys(choices).length > 0 && (
        <Button type="submit" busy={state.busy}>
          <FormattedMessage id="microsoft.offer.submit" />
        </Button>
      )}
      {state.error && (
        <p role="alert" className="form-alert">
          <FormattedMessage id={state.error} />
        </p>
      )}
    </form>
  );
};

/** `/odnow/{invoiceGuid}/`: the offer; accepted, its order goes to payment; once ordered, the link to its live status. */
export const RenewalOfferPage = ({ guid }: { guid: string }) => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const { data: offer, error, mutate } = useRenewalOffer(guid);
  const title = intl.formatMessage({ id: 'microsoft.offer.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (error?.code === 'invoice_not_found') return <NotFoundPage />;
  if (error && !offer) return <ErrorPage onRetry={() => void mutate()} />;
  if (!offer) return <p aria-busy="true" className="loading" />;
  return (
    <section className="account-page microsoft-page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="microsoft.offer.invoice" values={{ number: offer.invoiceNumber }} />
      </p>
      {offer.orderId ? (
        <p>
          <FormattedMessage id="microsoft.offer.ordered" />{' '}
          <Link href={statusLink(language, { kind: 'owner', id: offer.orderId })}>
            <FormattedMessage id="microsoft.offer.status" />
          </Link>
        </p>
      ) : (
        <OfferForm
          guid={guid}
          offer={offer}
          onAccepted={async (accepted) => {
            await mutate(accepted, { revalidate: false });
            if (accepted.orderId)
              navigate(redirectionLink(language, { kind: 'owner', id: accepted.orderId }));
          }}
        />
      )}
    </section>
  );
};
