import { type FormEvent, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { financingValueLimit } from '#shared/financing/financing-choice';
import { type FinancingQuote, financingQuote, type OptionQuote } from '#shared/financing/financing-quote';
import { financingTerms } from '#shared/financing/financing-terms';
import type { Currency } from '#shared/locale';
import type { FinancingKind } from '#shared/orders/payment-methods';
import { Button } from '../../components/button';
import { useLanguage } from '../../lib/language-context';
import { percentOf } from '../../lib/percent';
import { useMoney } from '../../lib/use-money';
import { OffersTable } from './offers-table';

// The calculator of the leasing and credit pages: a value in whole units of the visitor's currency →
// every option of the partner's terms priced by shared/financing/financing-quote.ts (or why there is
// no offer), each option chosen for the inquiry by its button.

/** Whole units typed → minor units; nothing for anything but a positive whole number within the limit. */
const minorUnitsOf = (typed: string): number | undefined => {
  const units = typed.trim();
  if (!/^\d{1,9}$/.test(units)) return undefined;
  const amount = Number(units) * 100;
  return amount > 0 && amount <= financingValueLimit ? amount : undefined;
};

/** What the calculator answered: the value priced, or the input refused. */
type Calculation = { value: number; quote: FinancingQuote } | { invalid: true };

/** Why a value has no offer: the currency, or the bound it is below or above. */
const Refusal = ({
  kind,
  currency,
  quote,
}: {
  kind: FinancingKind;
  currency: Currency;
  quote: FinancingQuote;
}) => {
  const money = useMoney(currency);
  if (quote.status === 'belowMinimum')
    return (
      <FormattedMessage
        id="offers.calculator.belowMinimum"
        values={{ minimum: money(quote.minimum.amount) }}
      />
    );
  if (quote.status === 'aboveMaximum')
    return (
      <FormattedMessage
        id="offers.calculator.aboveMaximum"
        values={{ maximum: money(quote.maximum.amount) }}
      />
    );
  return <FormattedMessage id={`offers.${kind}.notOffered`} />;
};

const OptionsTable = ({
  kind,
  currency,
  value,
  options,
  chosen,
  onChoose,
}: {
  kind: FinancingKind;
  currency: Currency;
  value: number;
  options: OptionQuote[];
  chosen: number | undefined;
  onChoose: (months: number) => void;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const money = useMoney(currency);
  const leasing = kind === 'leasing';
  const regionId = useId();
  const columns = leasing
    ? ['months', 'initialPayment', 'monthly', 'buyOut', 'total', 'cost', 'choice']
    : ['months', 'monthly', 'apr', 'total', 'cost', 'choice'];
  return (
    <OffersTable
      labelledBy={regionId}
      columns={columns}
      caption={
        <caption id={regionId}>
          <FormattedMessage id={`offers.${kind}.results`} values={{ value: money(value) }} />
        </caption>
      }
    >
      {options.map((option) => (
        <tr key={option.months}>
          <th scope="row">{option.months}</th>
          {leasing && <td>{money(option.initialPayment)}</td>}
          <td>
            {money(option.monthly)}
            {option.lastMonthly !== option.monthly && (
              <>
                <br />
                <small>
                  <FormattedMessage id="offers.lastMonthly" values={{ amount: money(option.lastMonthly) }} />
                </small>
              </>
            )}
          </td>
          <td>{leasing ? money(option.buyOut) : percentOf(option.aprBp, language)}</td>
          <td>{money(option.total)}</td>
          <td>{money(option.cost)}</td>
          <td>
            <Button
              variant={chosen === option.months ? 'primary' : 'secondary'}
              aria-pressed={chosen === option.months}
              aria-label={intl.formatMessage({ id: 'offers.choose' }, { months: option.months })}
              onClick={() => onChoose(option.months)}
            >
              <FormattedMessage id="offers.chooseShort" />
            </Button>
          </td>
        </tr>
      ))}
    </OffersTable>
  );
};

/**
 * The value form and, once priced, the options (or the refusal: a currency without an offer, a value
 * below the minimum or above the maximum, each with its bound). `onChoose` gets the value and term of
 * the option chosen; a new calculation clears the choice.
 */
export const FinancingCalculator = ({
  kind,
  currency,
  chosen,
  onChoose,
}: {
  kind: FinancingKind;
  currency: Currency;
  chosen: { value: number; months: number } | undefined;
  onChoose: (choice: { value: number; months: number } | undefined) => void;
}) => {
  const id = useId();
  const [calculation, setCalculation] = useState<Calculation>();
  const calculate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = minorUnitsOf(String(new FormData(event.currentTarget).get('value') ?? ''));
    setCalculation(
      value === undefined ? { invalid: true } : { value, quote: financingQuote({ kind, value, currency }) },
    );
    onChoose(undefined);
  };
  const invalid = calculation !== undefined && 'invalid' in calculation;
  const priced = calculation && !('invalid' in calculation) ? calculation : undefined;
  return (
    <>
      <form className="offers-calculator" onSubmit={calculate} noValidate>
        <div className="form-field">
          <label htmlFor={`${id}-value`}>
            <FormattedMessage
              id={financingTerms[kind].value === 'net' ? 'offers.calculator.net' : 'offers.calculator.gross'}
              values={{ currency }}
            />
          </label>
          <input
            id={`${id}-value`}
            name="value"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={invalid}
            aria-describedby={invalid ? `${id}-error` : `${id}-hint`}
          />
          <p id={`${id}-hint`} className="form-hint">
            <FormattedMessage id="offers.calculator.hint" />
          </p>
          {invalid && (
            <p id={`${id}-error`} className="field-error">
              <FormattedMessage id="offers.calculator.invalid" />
            </p>
          )}
        </div>
        <Button type="submit">
          <FormattedMessage id="offers.calculator.submit" />
        </Button>
      </form>
      <div role="status">
        {priced && priced.quote.status !== 'offered' && (
          <p className="form-alert">
            <Refusal kind={kind} currency={currency} quote={priced.quote} />
          </p>
        )}
      </div>
      {priced?.quote.status === 'offered' && (
        <OptionsTable
          kind={kind}
          currency={currency}
          value={priced.value}
          options={priced.quote.options}
          chosen={chosen?.value === priced.value ? chosen.months : undefined}
          onChoose={(months) => onChoose({ value: priced.value, months })}
        />
      )}
    </>
  );
};
