import * as z from 'zod/mini';
import { emailField, phoneField } from '../contact-fields';
import { byCountry } from '../identity/by-country';
import { companyCountries } from '../identity/company-countries';
import { isValidZipCode } from '../identity/zip-code';
import { singleLineText } from '../text';
import { fieldMessages } from '../validation';

// The checkout's contact and delivery address (spec sections 3 and 5): first name, surname, phone,
// e-mail, zip code, city, street and building number required; the flat number optional (the German
// text requires it, the French does not: optional, so a house without flats can be delivered to).
// The zip code is checked in the delivery country's format, even when other fields fail.

const text = (max: number) => singleLineText({ max });

export const deliveryAddressSchema = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z
      .strictObject({
        country: z._default(z.enum(companyCountries), 'PL'),
        firstName: text(64),
        surname: text(64),
        phone: phoneField,
        email: emailField,
        zipCode: text(16),
        city: text(128),
        street: text(128),
        buildingNumber: text(16),
        flatNumber: z.optional(singleLineText({ min: 0, max: 16 })),
      })
      .check(byCountry('zipCode', isValidZipCode, fieldMessages.invalidZipCode)),
    z.transform((address) => ({
      ...address,
      zipCode: address.zipCode.toUpperCase(),
      flatNumber: address.flatNumber || undefined,
    })),
  ),
);
export type DeliveryAddress = z.output<typeof deliveryAddressSchema>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
