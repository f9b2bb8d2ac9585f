import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { shopCountry } from '#shared/basket/buyer-vat';
import { type Currency, currencies } from '#shared/locale';
import { formatMoney } from '#shared/money';
import type { ProductPrices } from '#shared/pricing/price-list';
import { minorUnitsOfTyped, typedAmountText } from '#shared/pricing/typed-amount';
import { grossOfNet, vatRateFor } from '#shared/pricing/vat';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { useLanguage } from '../../lib/language-context';
import { percentOf } from '../../lib/percent';
import { useAction } from '../../lib/use-action';
import { changeProductPrices } from './api/product-prices-api';

/** The gross shown beside a net price: what a consumer in Poland pays. */
const domesticVatRate = vatRateFor(shopCountry);

/** One currency's net price: its field, the gross of what it holds, or why it is no amount. */
const PriceField = ({
  id,
  currency,
  text,
  amount,
  invalid,
  onChange,
}: {
  id: string;
  currency: Currency;
  text: string;
  amount: number | undefined;
  /** Told once a save was tried with a text that is no amount. */
  invalid: boolean;
  onChange: (text: string) => void;
}) => {
  const language = useLanguage();
  return (
    <div className="form-field staff-price">
      <label htmlFor={id}>
        <FormattedMessage id="staff.content.prices.net" values={{ currency }} />
      </label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid}
        aria-describedby={`${id}-gross${invalid ? ` ${id}-error` : ''}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-gross`} className="form-hint">
        {amount !== undefined && (
          <FormattedMessage
            id="staff.content.prices.gross"
            values={{
              amount: formatMoney({ amount: grossOfNet(amount, domesticVatRate), currency }, language),
              rate: percentOf(domesticVatRate, language),
            }}
          />
        )}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          <FormattedMessage id="staff.content.prices.invalid" />
        </p>
      )}
    </div>
  );
};

/**
 * The product's net price in each currency it has its own for (PLN always), typed as an amount in the
 * page's language and read exactly into minor units, with its gross beside it; saved together (the
 * other amounts, a list price or a first month, kept). A text that is no amount is refused at its
 * field before anything is sent; the API's refusal is told above the button.
 */
export const ProductPricesForm = ({
  productId,
  prices,
  onSaved,
}: {
  productId: string;
  prices: ProductPrices;
  onSaved: () => Promise<unknown>;
}) => {
  const id = useId();
  const language = useLanguage();
  const own = currencies.filter((currency) => prices[currency]);
  const [typed, setTyped] = useState(() =>
    Object.fromEntries(
      own.map((currency) => [currency, typedAmountText(prices[currency]?.price ?? 0, language)]),
    ),
  );
  // A field's text is judged once a save was tried, not while it is being typed.
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useAction();
  const amounts = own.map((currency) => [currency, minorUnitsOfTyped(typed[currency] ?? '')] as const);
  const submit = () => {
    setTried(true);
    setSaved(false);
    if (amounts.some(([, amount]) => amount === undefined)) return;
    const edited = Object.fromEntries(
      amounts.map(([currency, price]) => [currency, { ...prices[currency], price }]),
    ) as ProductPrices;
    void save.run(async () => {
      await changeProductPrices(productId, { prices: edited });
      setSaved(true);
      await onSaved();
    });
  };
  return (
    <form
      className="staff-prices"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`}>
        <FormattedMessage id="staff.content.prices" />
      </h2>
      <p className="form-hint">
        <FormattedMessage id="staff.content.prices.hint" />
      </p>
      {amounts.map(([currency, amount]) => (
        <PriceField
          key={currency}
          id={`${id}-${currency}`}
          currency={currency}
          text={typed[currency] ?? ''}
          amount={amount}
          invalid={tried && amount === undefined}
          onChange={(text) => setTyped((before) => ({ ...before, [currency]: text }))}
        />
      ))}
      <AlertMessage id={save.failure} />
      <p className="staff-actions__note" role="status">
        {saved && <FormattedMessage id="staff.content.done.save" />}
      </p>
      <Button type="submit" busy={save.busy}>
        <FormattedMessage id="staff.content.prices.save" />
      </Button>
    </form>
  );
};
