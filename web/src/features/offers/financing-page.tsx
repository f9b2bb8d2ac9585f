import { type ComponentType, type ReactNode, Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { FinancingChoice } from '#shared/financing/financing-choice';
import { financingMinimum, financingQuote } from '#shared/financing/financing-quote';
import { financingTerms } from '#shared/financing/financing-terms';
import type { FinancingKind } from '#shared/orders/payment-methods';
import { pathFor } from '#shared/routes';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { percentOf } from '../../lib/percent';
import { useCurrency } from '../../lib/use-currency';
import { useMoney } from '../../lib/use-money';
import { FinancingCalculator } from './financing-calculator';
import { FinancingTermsTable } from './financing-terms-table';

// The leasing and the credit page (pre-rendered, their own chunk): who may use the
// offer, the calculator in the visitor's currency, the partner's published terms and the inquiry to
// staff about the option chosen, whose form the app hands in (`inquiry`, the forms feature's).

export type FinancingInquiry = ComponentType<{ choice: FinancingChoice }>;

/** The other kind's page, linked at the end (a business to leasing, a consumer to credit). */
const other = { leasing: 'creditOffer', credit: 'leasingOffer' } as const;

/** The numbers the texts of a kind name, from the partner's terms. */
const termsFacts = (kind: FinancingKind, language: string) => {
  const { options } = financingTerms[kind];
  const months = options.map((option) => option.months);
  return {
    shortest: Math.min(...months),
    longest: Math.max(...months),
    buyOut: percentOf(options[0]?.buyOutBp ?? 0, language),
    zeroMonths: options.find((option) => option.annualRateBp === 0)?.months ?? 0,
  };
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>
        <FormattedMessage id={title} />
      </h2>
      {children}
    </section>
  );
};

/** The chosen option in one sentence, above the inquiry form. */
const ChoiceSummary = ({ kind, choice }: { kind: FinancingKind; choice: FinancingChoice }) => {
  const money = useMoney(choice.currency);
  const quote = financingQuote({ kind, value: choice.value, currency: choice.currency });
  const option =
    quote.status === 'offered' ? quote.options.find((o) => o.months === choice.months) : undefined;
  return (
    <p className="offers-choice">
      <FormattedMessage
        id={`offers.${kind}.choice`}
        values={{ value: money(choice.value), months: choice.months, monthly: money(option?.monthly ?? 0) }}
      />
    </p>
  );
};

export const FinancingPage = ({
  kind,
  inquiry: Inquiry,
}: {
  kind: FinancingKind;
  inquiry: FinancingInquiry;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const currency = useCurrency();
  usePageHead({
    title: `${intl.formatMessage({ id: `offers.${kind}.title` })} – ${intl.formatMessage({ id: 'app.name' })}`,
    description: intl.formatMessage({ id: `offers.${kind}.description` }),
  });
  // The option chosen, in the currency it was priced in (a change of currency drops it).
  const [chosen, setChosen] = useState<Omit<FinancingChoice, 'financing'>>();
  // Credit is lent in złoty only: its bounds are told in złoty whatever the visitor's currency.
  const boundsCurrency = financingMinimum(kind, currency) === undefined ? 'PLN' : currency;
  const money = useMoney(boundsCurrency);
  const bounds = {
    minimum: money(financingMinimum(kind, boundsCurrency) ?? 0),
    maximum: money(financingTerms[kind].maximum[boundsCurrency] ?? 0),
  };
  const facts = termsFacts(kind, language);
  const choice: FinancingChoice | undefined =
    chosen?.currency === currency ? { financing: kind, ...chosen } : undefined;
  return (
    <article className="static-page offers">
      <h1>
        <FormattedMessage id={`offers.${kind}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`offers.${kind}.lead`} />
      </p>
      <Section title="offers.who.title">
        <p>
          <FormattedMessage id={`offers.${kind}.who`} values={bounds} />
        </p>
        <ul>
          {[1, 2, 3].map((benefit) => (
            <li key={benefit}>
              <FormattedMessage id={`offers.${kind}.benefit${benefit}`} values={facts} />
            </li>
          ))}
        </ul>
      </Section>
      <Section title="offers.calculator.title">
        <FinancingCalculator
          key={currency}
          kind={kind}
          currency={currency}
          chosen={choice}
          onChoose={(option) => setChosen(option && { ...option, currency })}
        />
      </Section>
      <FinancingTermsTable kind={kind} currency={currency} />
      <Section title="offers.inquiry.title">
        {choice ? (
          <>
            <ChoiceSummary kind={kind} choice={choice} />
            <Suspense fallback={<p aria-busy="true" className="loading" />}>
              <Inquiry choice={choice} />
            </Suspense>
          </>
        ) : (
          <p>
            <FormattedMessage id="offers.inquiry.choose" />
          </p>
        )}
      </Section>
      <p>
        <Link href={pathFor(other[kind], language)}>
          <FormattedMessage id={`offers.${kind}.other`} />
        </Link>
      </p>
    </article>
  );
};
