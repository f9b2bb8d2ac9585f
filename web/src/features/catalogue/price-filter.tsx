import { FormattedMessage, useIntl } from 'react-intl';
import type { Currency } from '#shared/locale';
import { primaryBasis } from '#shared/pricing/display-price';
import { grossOfNet, netOfGross, type VatRate } from '#shared/pricing/vat';
import { useCustomer } from '../../lib/session/use-customer';
import { RangeForm } from './range-form';

/**
 * Price bounds in the amount the customer sees first (gross for guests and private customers); the
 * API filters on net minor units, so bounds are converted with the buyer's VAT rate.
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
  const intl = useIntl();
  const { customerType } = useCustomer();
  const basis = primaryBasis(customerType);
  const shown = (net: number | undefined) =>
    net === undefined ? undefined : (basis === 'gross' ? grossOfNet(net, vatRate) : net) / 100;
  const toNet = (value: number | undefined) => {
    if (value === undefined || value < 0) return undefined;
    const amount = Math.round(value * 100);
    return basis === 'gross' ? netOfGross(amount, vatRate) : amount;
  };
  const placeholder = (net: number | undefined) =>
    net === undefined ? undefined : intl.formatNumber(shown(net) ?? 0, { minimumFractionDigits: 2 });

  return (
    <RangeForm
      key={`${priceMin}-${priceMax}-${currency}`}
      className="facet--price"
      legend={<FormattedMessage id={`listing.price.${basis}`} values={{ currency }} />}
      step="0.01"
      min={{ value: shown(priceMin), placeholder: placeholder(range?.min) }}
      max={{ value: shown(priceMax), placeholder: placeholder(range?.max) }}
      onApply={({ min, max }) => onChange({ priceMin: toNet(min), priceMax: toNet(max) })}
    />
  );
};
