import { moneyOf } from './allegro-amount';
import type { CheckoutFormAnswer, OrderEventAnswer } from './allegro-contract';
import type { AllegroAddress, CheckoutForm, OrderEvent } from './port';

// Allegro's answers in the port's shape: amounts in minor units, `null`s dropped, the invoice's company
// with its tax number (the `PL_NIP` of `ids`, else its first id, else the deprecated `taxId`), and a
// parcel locker as the pick-up point. A form without delivery (none documented as required) has an
// empty method and a delivery cost of nothing.

type DeliveryAddress = NonNullable<NonNullable<CheckoutFormAnswer['delivery']>['address']>;
type InvoiceAddress = NonNullable<NonNullable<CheckoutFormAnswer['invoice']>['address']>;
type Company = NonNullable<InvoiceAddress['company']>;

/** The object without its `null` and `undefined` members. */
const present = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, member]) => member != null)) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };

const taxIdOf = (company: Company) =>
  company.ids?.find((id) => id.type === 'PL_NIP')?.value ??
  company.ids?.[0]?.value ??
  company.taxId ??
  undefined;

const deliveryAddressOf = ({ companyName, phoneNumber, ...address }: DeliveryAddress): AllegroAddress => ({
  ...address,
  ...present({ companyName, phoneNumber }),
});

const invoiceAddressOf = ({ company, naturalPerson, ...address }: InvoiceAddress): AllegroAddress => ({
  ...address,
  ...present({
    firstName: naturalPerson?.firstName,
    lastName: naturalPerson?.lastName,
    companyName: company?.name,
  }),
});

const buyerOf = ({
  id,
  login,
  email,
  guest,
  ...names
}: CheckoutFormAnswer['buyer']): CheckoutForm['buyer'] => ({
  id,
  login,
  email,
  guest,
  ...present(names),
});

export const orderEventOf = (event: OrderEventAnswer): OrderEvent => ({
  id: event.id,
  type: event.type,
  occurredAt: event.occurredAt,
  checkoutFormId: event.order.checkoutForm.id,
});

export const checkoutFormOf = (form: CheckoutFormAnswer): CheckoutForm => {
  const { delivery, invoice, payment } = form;
  const total = moneyOf(form.summary.totalToPay);
  const point = delivery?.pickupPoint;
  const company = invoice?.address?.company;
  return {
    id: form.id,
    revision: form.revision,
    status: form.status,
    buyer: buyerOf(form.buyer),
    ...(payment
      ? {
          payment: {
            id: payment.id,
            type: payment.type,
            ...present({ finishedAt: payment.finishedAt }),
            ...(payment.paidAmount ? { paidAmount: moneyOf(payment.paidAmount) } : {}),
          },
        }
      : {}),
    fulfilment: { status: form.fulfillment?.status ?? 'NEW' },
    delivery: {
      methodId: delivery?.method?.id ?? '',
      methodName: delivery?.method?.name ?? '',
      ...(delivery?.address ? { address: deliveryAddressOf(delivery.address) } : {}),
      ...(point?.id
        ? {
            pickupPoint: {
              id: point.id,
              name: point.name ?? point.id,
              street: point.address?.street ?? '',
              zipCode: point.address?.zipCode ?? '',
              city: point.address?.city ?? '',
            },
          }
        : {}),
      cost: delivery?.cost ? moneyOf(delivery.cost) : { amount: 0, currency: total.currency },
    },
    invoice: {
      required: invoice?.required ?? false,
      ...(invoice?.address ? { address: invoiceAddressOf(invoice.address) } : {}),
      ...(company ? { company: { name: company.name, ...present({ taxId: taxIdOf(company) }) } } : {}),
    },
    lineItems: form.lineItems.map((line) => ({
      id: line.id,
      offerId: line.offer.id,
      offerName: line.offer.name,
      ...(line.offer.external ? { externalId: line.offer.external.id } : {}),
      quantity: line.quantity,
      price: moneyOf(line.price),
    })),
    totalToPay: total,
    updatedAt: form.updatedAt,
  };
};
