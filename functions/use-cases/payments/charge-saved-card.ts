import { transferTitle } from '#shared/payments/bank-transfer';
import { cardCreditLimits, isChargeable } from '#shared/payments/saved-card';
import { type RegisterPayment, shopCountry } from '../../lib/payment-provider/port';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import type { Order } from '../../lib/table/orders';
import type { Payment } from '../../lib/table/payments';
import { fail, ok, type Result } from '../result';
import type { CardPorts } from './card-deps';
import type { PaymentPorts } from './deps';
import { paymentTimeLimitMinutes } from './register-payment';
import type { PaymentPage } from './start-order-payment';

export type ChargeSavedCardPorts = Pick<
  CardPorts,
  'listSavedCards' | 'provider' | 'clock' | 'warn' | 'commit'
> &
  Pick<PaymentPorts, 'paymentItems'>;

/** The customer, the card (their default when absent), the payment (our session id) and what it pays. */
export type ChargeSavedCardInput = {
  sub: string;
  cardId?: string;
  paymentId: string;
  record: Pick<Payment, 'orderId' | 'owner' | 'amount' | 'currency'>;
} & Pick<RegisterPayment, 'description' | 'email' | 'language' | 'urlReturn' | 'urlStatus'>;

/**
 * An off-session charge of a saved card (the month after a free trial; renewals). Course: the
 * customer's card (`card_not_found`); it must be active and unexpired, and the amount within the
 * card's credit limit in the currency, else `card_payment_failed` (the customer pays on the provider's
 * page instead); registered with the card's reference as `methodRefId`, the payment stored as
 * registered (so the provider's notification, keyed by its id, finds it), then charged by the token.
 * A declined card declines the payment; it and a provider refusal are `card_payment_failed`. The
 * notification is what settles the money.
 */
export const chargeSavedCard = async (
  ports: ChargeSavedCardPorts,
  input: ChargeSavedCardInput,
): Promise<Result<{ cardId: string }>> => {
  const now = ports.clock();
  const card = (await ports.listSavedCards(input.sub)).find((saved) =>
    input.cardId ? saved.cardId === input.cardId : saved.isDefault,
  );
  if (!card) return fail('card_not_found');
  const { amount, currency } = input.record;
  if (!isChargeable(card, now) || amount > cardCreditLimits[currency]) return fail('card_payment_failed');
  try {
    const { token } = await ports.provider.register({
      sessionId: input.paymentId,
      amount,
      currency,
      description: input.description,
      email: input.email,
      language: input.language,
      country: shopCountry,
      urlReturn: input.urlReturn,
      urlStatus: input.urlStatus,
      method: 'card',
      methodRefId: card.reference,
      timeLimitMinutes: paymentTimeLimitMinutes,
    });
    const payment: Payment = {
      ...input.record,
      paymentId: input.paymentId,
      method: 'card',
      state: 'registered',
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + paymentTimeLimitMinutes * 60_000).toISOString(),
    };
    await ports.commit([{ item: ports.paymentItems.put(payment) }]);
    const charged = await ports.provider.chargeCard({ token, cardReference: card.reference });
    if (charged.accepted) return ok({ cardId: card.cardId });
    await ports.commit([
      {
        item: ports.paymentItems.move(payment, 'decline', now),
        whenConditionFails: 'payment_not_declinable' as const,
      },
    ]);
    return fail('card_payment_failed');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ports.warn('saved card charge failed', { code: error.code });
    return fail('card_payment_failed');
  }
};

/** Where an off-session charge's buyer comes back to and where its notification goes. */
export interface OffSessionUrls {
  urlReturn: (page: PaymentPage) => string;
  urlStatus: string;
}

/**
 * An order placed for the customer without her (a free trial's next month, a renewal) charged to her
 * default saved card; a card that cannot pay leaves it unpaid (logged), for her to pay from its page.
 */
export const chargeOrderToSavedCard = async (
  ports: ChargeSavedCardPorts & Pick<PaymentPorts, 'newPaymentId'>,
  { sub, order, urls, what }: { sub: string; order: Order; urls: OffSessionUrls; what: string },
): Promise<'charged' | 'chargeFailed'> => {
  const paymentId = ports.newPaymentId();
  const charged = await chargeSavedCard(ports, {
    sub,
    paymentId,
    record: {
      orderId: order.id,
      owner: order.owner,
      amount: order.totals.total.gross,
      currency: order.currency,
    },
    description: transferTitle(order.number),
    email: order.email,
    language: order.language,
    urlReturn: urls.urlReturn({ orderId: order.id, language: order.language, paymentId }),
    urlStatus: urls.urlStatus,
  });
  if (charged.ok) return 'charged';
  ports.warn(`${what} not charged`, { orderId: order.id, code: charged.code });
  return 'chargeFailed';
};
