import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PlaceOrderInput } from '#shared/orders/place-order-input';

export interface PostalLines {
  name: string;
  street: string;
  building: string;
  flat?: string | undefined;
  zipCode: string;
  city: string;
  country: string;
}

/** The contact and delivery address of an order's placement as printed lines. */
export const contactLines = (contact: PlaceOrderInput['contact']): PostalLines => ({
  name: `${contact.firstName} ${contact.surname}`,
  street: contact.street,
  building: contact.buildingNumber,
  flat: contact.flatNumber,
  zipCode: contact.zipCode,
  city: contact.city,
  country: contact.country,
});

/** The company an order is invoiced to as printed lines. */
export const invoiceLines = (invoice: NonNullable<PlaceOrderInput['invoice']>): PostalLines => ({
  name: invoice.companyName,
  street: invoice.companyStreet,
  building: invoice.companyBuildingNumber,
  flat: invoice.companyFlatNumber,
  zipCode: invoice.companyZipCode,
  city: invoice.companyCity,
  country: invoice.country,
});

/** An address of the order: name, street with building and flat, zip code, city and country, then `children` (if any) on a line of their own. */
export const PostalAddress = ({ lines, children }: { lines: PostalLines; children?: ReactNode }) => {
  const intl = useIntl();
  const { name, street, building, flat, zipCode, city, country } = lines;
  return (
    <address>
      {name}
      <br />
      {street} {building}
      {flat && `/${flat}`}
      <br />
      {zipCode} {city}, {intl.formatDisplayName(country, { type: 'region' }) ?? country}
      {children !== undefined && (
        <>
          <br />
          {children}
        </>
      )}
    </address>
  );
};
