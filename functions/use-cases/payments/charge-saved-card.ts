import { cardCreditLimits, isChargeable } from '#shared/payments/saved-card';
import type { RegisterPayment } from '../../lib/payment-provider/port';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import { fail, ok, type Result } from '../result';
import type { CardPorts } from './card-deps';
import { paymentTimeLimitMinutes } from './register-payment';

/** The customer, the card (their default when absent), and the charge as registered at the provider. */
export type ChargeSavedCardInput = { sub: string; cardId?: string } & Pick<
  RegisterPayment,
  'sessionId' | 'amount' | 'currency' | 'description' | 'email' | 'language' | 'urlReturn' | 'urlStatus'
>;

/**
 * An off-session charge of a saved card (a renewal; used by subscriptions). Course: the customer's
 * card (`card_not_found`); it must be active and unexpired, and the amount within the card's credit
 * limit in the currency, else `card_payment_failed` (the customer pays on the provider's page
 * instead); register with the card's reference as `methodRefId`, then charge it by the token. A
 * declined card or a provider refusal is `card_payment_failed`. The provider's notification, keyed by
 * the caller's session id, is what settles the money.
 */
export const chargeSavedCard = async (
  ports: Pick<CardPorts, 'listSavedCards' | 'provider' | 'clock' | 'warn'>,
  input: ChargeSavedCardInput,
): Promise<Result<{ cardId: string }>> => {
  const card = (await ports.listSavedCards(input.sub)).find((saved) =>
    input.cardId ? saved.cardId === input.cardId : saved.isDefault,
  );
  if (!card) return fail('card_not_found');
  if (!isChargeable(card, ports.clock()) || input.amount > cardCreditLimits[input.currency])
    return fail('card_payment_failed');
  try {
    const { token } = await ports.provider.register({
      sessionId: input.sessionId,
      amount: input.amount,
      currency: input.currency,
      description: input.description,
      email: input.email,
      language: input.language,
      urlReturn: input.urlReturn,
      urlStatus: input.urlStatus,
      method: 'card',
      methodRefId: card.reference,
      timeLimitMinutes: paymentTimeLimitMinutes,
    });
    const charged = await ports.provider.chargeCard({ token, cardReference: card.reference });
    return charged.accepted ? ok({ cardId: card.cardId }) : fail('card_payment_failed');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ports.warn('saved card charge failed', { code: error.code });
    return fail('card_payment_failed');
  }
};
