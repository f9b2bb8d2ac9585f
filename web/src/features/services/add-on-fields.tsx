import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { AddToBasket } from '#shared/basket/basket-requests';
import type { ProductView } from '#shared/catalogue/listing';
import { maxServers, type ServiceAddOn, serviceAddOns } from '#shared/device-as-a-service/service-catalogue';
import { useProduct } from '../../lib/catalogue-reads';
import { useMonthlyPriceText } from '../../lib/monthly-price-text';

// The IT services added to devices (spec section 9): Azure Backup from its smallest plan's price a
// month, server management per server a month, at the catalogue's prices in the visitor's terms.

export type AddOnKey = ServiceAddOn['key'];
/** How many of each: Azure Backup 0 or 1, server management 0 to `maxServers` servers. */
export type AddOnCounts = Record<AddOnKey, number>;
export const noAddOns: AddOnCounts = { azureBackup: 0, serverManagement: 0 };

/** The add-on products, priced (undefined while they load). */
export const useAddOnProducts = (): Record<AddOnKey, ProductView | undefined> => {
  const [backup, servers] = serviceAddOns;
  return {
    azureBackup: useProduct(backup?.productId).data,
    serverManagement: useProduct(servers?.productId).data,
  };
};

/** The basket lines of the chosen add-ons. */
export const addOnLines = (counts: AddOnCounts): AddToBasket[] =>
  serviceAddOns
    .filter((addOn) => counts[addOn.key] > 0)
    .map((addOn) => ({ productId: addOn.productId, quantity: counts[addOn.key] }));

/** What the chosen add-ons cost a month, net (0 until their prices are known). */
export const addOnsNet = (counts: AddOnCounts, products: Record<AddOnKey, ProductView | undefined>) =>
  serviceAddOns.reduce((sum, { key }) => sum + (products[key]?.price.price.net ?? 0) * counts[key], 0);

/** A checkbox for a monthly add-on, a number of servers for one billed per server; each with its price. */
export const AddOnFields = ({
  legend,
  counts,
  products,
  onChange,
}: {
  /** The message id of the group's legend. */
  legend: string;
  counts: AddOnCounts;
  products: Record<AddOnKey, ProductView | undefined>;
  onChange: (counts: AddOnCounts) => void;
}) => {
  const id = useId();
  const monthly = useMonthlyPriceText();
  return (
    <fieldset className="add-ons">
      <legend>
        <FormattedMessage id={legend} />
      </legend>
      {serviceAddOns.map(({ key, per }) => {
        const product = products[key];
        const price = product && (
          <span className="add-ons__price">
            <FormattedMessage id={`services.addOn.${key}.price`} values={{ price: monthly(product.price) }} />
          </span>
        );
        return per === 'month' ? (
          <div key={key} className="form-field add-ons__item">
            <label>
              <input
                type="checkbox"
                checked={counts[key] > 0}
                onChange={(event) => onChange({ ...counts, [key]: event.target.checked ? 1 : 0 })}
              />{' '}
              <FormattedMessage id={`services.addOn.${key}`} /> {price}
            </label>
          </div>
        ) : (
          <div key={key} className="form-field add-ons__item">
            <label htmlFor={`${id}-${key}`}>
              <FormattedMessage id={`services.addOn.${key}`} /> {price}
            </label>
            <input
              id={`${id}-${key}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxServers}
              step={1}
              value={counts[key]}
              onChange={(event) => {
                const servers = Math.trunc(Number(event.target.value));
                onChange({
                  ...counts,
                  [key]: Number.isNaN(servers) ? 0 : Math.min(maxServers, Math.max(0, servers)),
                });
              }}
            />
          </div>
        );
      })}
    </fieldset>
  );
};
