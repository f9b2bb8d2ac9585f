import { type FormEvent, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '#shared/locale';
import { primaryBasis } from '#shared/pricing/display-price';
import { grossOfNet, netOfGross, type VatRate } from '#shared/pricing/vat';
import { useCustomer } from '../../lib/session/use-customer';

const PriceBound = ({
  id,
  name,
  label,
  value,
  placeholder,
}: {
  id: string;
  name: 'min' | 'max';
  label: string;
  value: number | undefined;
  placeholder: string | undefined;
}) => (
  <>
    <label htmlFor={id}>
      <FormattedMessage id={label} />
    </label>
    <input
      id={id}
      name={name}
      type="number"
      min={0}
      step="0.01"
      inputMode="decimal"
      defaultValue={value}
      placeholder={placeholder}
    />
  </>
);

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
  const basis = primaryBasis(customerType);
  const shown = (net: number | undefined) =>
    net === undefined ? undefined : (basis === 'gross' ? grossOfNet(net, vatRate) : net) / 100;
  const toNet = (value: FormDataEntryValue | null) => {
    const amount = Math.round(Number(value) * 100);
    if (!value || !Number.isFinite(amount) || amount < 0) return undefined;
    return basis === 'gross' ? netOfGross(amount, vatRate) : amount;
  };

  const placeholder = (net: number | undefined) =>
    net === undefined ? undefined : intl.formatNumber(shown(net) ?? 0);

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
        <PriceBound
          id={`${id}-min`}
          name="min"
          label="listing.price.from"
          value={shown(priceMin)}
          placeholder={placeholder(range?.min)}
        />
        <PriceBound
          id={`${id}-max`}
          name="max"
          label="listing.price.to"
          value={shown(priceMax)}
          placeholder={placeholder(range?.max)}
        />
        <button type="submit" className="button button--secondary">
          <FormattedMessage id="listing.price.apply" />
        </button>
      </fieldset>
    </form>
  );
};
