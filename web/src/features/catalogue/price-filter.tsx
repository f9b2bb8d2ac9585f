import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '../../../../shared/locale';
import { displayPrice } from '../../../../shared/pricing/display-price';
import { grossOfNet, netOfGross, type VatRate } from '../../../../shared/pricing/vat';
import { useCustomer } from '../../lib/session/use-customer';

/**
 * Price bounds in the amount the customer sees first (gross for guests and private customers); the
 * API filters on net, so bounds are converted with the buyer's VAT rate.
 */
export const PriceFilter = ({
  range,
  currency,
  vatRate,
  priceMin,
  priceMax,
  onChange,
}: {
  range: { min: number; max: number } | null;
  currency: Currency;
  vatRate: VatRate;
  priceMin: number | undefined;
  priceMax: number | undefined;
  onChange: (bounds: { priceMin: number | undefined; priceMax: number | undefined }) => void;
}) => {
  const id = useId();
  const intl = useIntl();
  const { customerType } = useCustomer();
  const line = { net: 0, vat: 0, gross: 0 };
  const basis = displayPrice({ currency, vatRate, price: line, savings: line }, customerType).primary.basis;
  const shown = (net: number | undefined) =>
    net === undefined ? undefined : (basis === 'gross' ? grossOfNet(net, vatRate) : net) / 100;
  const toNet = (value: FormDataEntryValue | null) => {
    const amount = Math.round(Number(value) * 100);
    if (!value || !Number.isFinite(amount) || amount < 0) return undefined;
    return basis === 'gross' ? netOfGross(amount, vatRate) : amount;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({ priceMin: toNet(form.get('min')), priceMax: toNet(form.get('max')) });
  };

  return (
    <form className="facet facet--price" onSubmit={submit} key={`${priceMin}-${priceMax}-${currency}`}>
      <fieldset>
        <legend>
          <FormattedMessage id={`listing.price.${basis}`} values={{ currency }} />
        </legend>
        <label htmlFor={`${id}-min`}>
          <FormattedMessage id="listing.price.from" />
        </label>
        <input
          id={`${id}-min`}
          name="min"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={shown(priceMin)}
          placeholder={range ? intl.formatNumber(shown(range.min) ?? 0) : undefined}
        />
        <label htmlFor={`${id}-max`}>
          <FormattedMessage id="listing.price.to" />
        </label>
        <input
          id={`${id}-max`}
          name="max"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          defaultValue={shown(priceMax)}
          placeholder={range ? intl.formatNumber(shown(range.max) ?? 0) : undefined}
        />
        <button type="submit" className="button button--secondary">
          <FormattedMessage id="listing.price.apply" />
        </button>
      </fieldset>
    </form>
  );
};
