import type { Language } from '#shared/locale';
import { cardVerificationCharge } from '#shared/payments/saved-card';
import { shopCountry } from '../../lib/payment-provider/port';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import type { CardCheck } from '../../lib/table/saved-cards';
import { fail, ok, type Result } from '../result';
import type { CardPorts } from './card-deps';
import { paymentTimeLimitMinutes } from './register-payment';

export interface AddCardInput {
  sub: string;
  email: string;
  language: Language;
  urls: {
    /** The cards page the buyer returns to, which follows the verification by its session id. */
    urlReturn: (sessionId: string) => string;
    /** Where the provider notifies the payment, and the refund. */
    urlStatus: string;
    urlRefundStatus: string;
  };
}

/**
 * A customer adds a card (spec section 9: a 1 PLN verification charge, refunded).
 * Input: the customer, their e-mail and language. Output: the provider's page, where the card is typed
 * (never on our origin) and remembered, and the verification's session id. Course: register 1 PLN by
 * card with `rememberCard` at the provider (`card_add_failed` when it cannot), then store the
 * verification; its notification saves the card inactive and asks the refund (add-card-notices.ts).
 */
export const addCard = async (
  ports: CardPorts,
  input: AddCardInput,
): Promise<Result<{ checkId: string; redirectUrl: string }>> => {
  const sessionId = ports.newCardCheckSessionId();
  const now = ports.clock();
  let redirectUrl: string;
  try {
    ({ redirectUrl } = await ports.provider.register({
      sessionId,
      ...cardVerificationCharge,
      description: 'Card verification',
      email: input.email,
      language: input.language,
      country: shopCountry,
      urlReturn: input.urls.urlReturn(sessionId),
      urlStatus: input.urls.urlStatus,
      method: 'card',
      rememberCard: true,
      timeLimitMinutes: paymentTimeLimitMinutes,
    }));
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    ports.warn('card verification registration failed', { code: error.code });
    return fail('card_add_failed');
  }
  const check: CardCheck = {
    sessionId,
    sub: input.sub,
    ...cardVerificationCharge,
    state: 'registered',
    createdAt: now.toISOString(),
    refundUrl: input.urls.urlRefundStatus,
  };
  await ports.commit([{ item: ports.savedCardItems.putCheck(check) }]);
  return ok({ checkId: sessionId, redirectUrl });
};
