import * as z from 'zod/mini';
import { type CompanyCountry, isCompanyCountry } from './company-countries';

/**
 * A check of an object's `field` whose format depends on its `country` (a tax number, a zip code),
 * reported on that field; it runs even when other fields fail, as long as the country is one of the
 * list and the field is text.
 */
export const byCountry = <F extends string>(
  field: F,
  isValid: (country: CompanyCountry, value: string) => boolean,
  message: string,
) =>
  z.refine<{ country: CompanyCountry } & Record<F, string>>((data) => isValid(data.country, data[field]), {
    message,
    path: [field],
    when: ({ value }) => {
      const data = value as Record<string, unknown> | null;
      return isCompanyCountry(data?.country) && typeof data?.[field] === 'string';
    },
  });
