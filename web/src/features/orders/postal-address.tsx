import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface PostalLines {
  name: string;
  street: string;
  building: string;
  flat?: string | undefined;
  zipCode: string;
  city: string;
  country: string;
}

/** An address of the order: name, street with building and flat, zip code, city and country, then `children`. */
export const PostalAddress = ({ lines, children }: { lines: PostalLines; children: ReactNode }) => {
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
      <br />
      {children}
    </address>
  );
};
