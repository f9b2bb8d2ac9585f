// Complete, valid placement bodies for tests (the shared schemas', the order use cases' and the routes').

import { sampleInvoiceData } from '../identity/sample-invoice-data';

/** A guest buying a laptop by bank transfer, delivered to a parcel locker. */
export const sampleGuestOrderInput = {
  basketVersion: 'b3f1c2',
  accountType: 'guest',
  contact: {
    firstName: 'Jan',
    surname: 'Kowalski',
    phone: '+48 600 100 200',
    email: 'Jan@Example.pl',
    zipCode: '00-950',
    city: 'Warszawa',
    street: 'Prosta',
    buildingNumber: '1',
  },
  shippingMethod: 'parcel-locker',
  parcelLockerId: 'WAW01M',
  paymentMethodId: 2,
  consents: { terms: true, privacy: true },
};

/** A business account buying by deferred payment, by courier, with its invoice data. */
export const sampleBusinessOrderInput = {
  ...sampleGuestOrderInput,
  accountType: 'business',
  contact: { ...sampleGuestOrderInput.contact, flatNumber: '2' },
  shippingMethod: 'courier',
  parcelLockerId: undefined,
  invoice: sampleInvoiceData,
  paymentMethodId: 4,
};
