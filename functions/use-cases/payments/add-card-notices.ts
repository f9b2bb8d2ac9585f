import type { SavedCard } from '#shared/payments/saved-card';
import type { PaymentNotice, RefundNotice } from '../../lib/payment-provider/port';
import type { CardCheck } from '../../lib/table/saved-cards';
import { fail, ok, type Result } from '../result';
import { askRefund } from './ask-refund';
import type { CardPorts } from './card-deps';

// The provider's notices of a card verification, reached from handle-notification
// and handle-refund-notification when the session is a card check's. The 1 PLN is never booked to an
// order: its payment saves the card `inactive` and asks the refund; the refund's notice activates it.

const refuse = (ports: Pick<CardPorts, 'warn'>, reason: string): Result<never> => {
  ports.warn('card verification notice refused', { reason });
  return fail('invalid_data');
};

const differs = (check: CardCheck, notice: { amount: number; currency: string }) =>
  notice.amount !== check.amount || notice.currency !== check.currency;

type Saved = 'added' | 'already_added' | 'unchanged';

/** Saves the card once (the verification's state condition), as default when the customer has none. */
const saveCard = async (ports: CardPorts, check: CardCheck, providerOrderId: number): Promise<Saved> => {
  const info = await ports.provider.cardInfo(providerOrderId);
  const card: SavedCard = {
    ...info,
    cardId: ports.newCardId(),
    isDefault: false,
    state: 'inactive',
    addedAt: ports.clock().toISOString(),
  };
  const items = ports.savedCardItems;
  for (;;) {
    const hasDefault = (await ports.listSavedCards(check.sub)).some((saved) => saved.isDefault);
    const committed = await ports.commit([
      {
        item: items.moveCheck(check.sessionId, 'registered', 'paid', {
          providerOrderId,
          cardId: card.cardId,
        }),
        whenConditionFails: 'unchanged' as const,
      },
      {
        item: items.putReference(check.sub, card.reference, card.cardId),
        whenConditionFails: 'already_added' as const,
      },
      { item: items.putCard(check.sub, card) },
      ...(hasDefault
        ? []
        : [
            {
              item: items.pointDefault(check.sub, card.cardId, undefined),
              whenConditionFails: 'default_taken' as const,
            },
          ]),
    ]);
    if (committed.ok) return 'added';
    if (committed.code === 'unchanged') return 'unchanged';
    if (committed.code === 'already_added') {
      const paid = await ports.commit([
        {
          item: items.moveCheck(check.sessionId, 'registered', 'paid', { providerOrderId }),
          whenConditionFails: 'unchanged' as const,
        },
      ]);
      return paid.ok ? 'already_added' : 'unchanged';
    }
  }
};

/**
 * Where a card verification's payment notice stands: refused (an unknown check, another amount or
 * currency), `unchanged` (the check is past `registered`: a duplicate), or the check to settle.
 */
export const cardCheckStanding = async (
  ports: Pick<CardPorts, 'getCardCheck' | 'warn'>,
  notice: PaymentNotice,
): Promise<Result<CardCheck | 'unchanged'>> => {
  const check = await checkOf(ports, notice);
  if (!check.ok) return check;
  return ok(check.value.state === 'registered' ? check.value : 'unchanged');
};

/** The notice's card verification: refused when unknown, or for another amount or currency. */
const checkOf = async (
  ports: Pick<CardPorts, 'getCardCheck' | 'warn'>,
  notice: PaymentNotice,
): Promise<Result<CardCheck>> => {
  const check = await ports.getCardCheck(notice.sessionId);
  if (!check) return refuse(ports, 'unknown_session');
  if (differs(check, notice)) return refuse(ports, 'amount_or_currency_differs');
  return ok(check);
};

/**
 * A card verification's payment notice. Course: the check by its session id (unknown → refused); the
 * amount and currency as registered; a `registered` check is verified (mandatory), its card's
 * reference, brand, last four and expiry read and saved inactive (a reference this customer saved
 * before is not saved twice: `card_already_added` shows on the page); then the 1 PLN is asked back
 * and the request recorded on the check. The refund is asked before it is recorded, under the check's
 * session id (`askRefund`: the same request on a retry, the provider's "already exists" counting as
 * asked), so a provider failing after the card was saved fails the notice, whose redelivery finds the
 * check paid without its refund and asks again. A check whose refund was asked answers `unchanged` (a
 * duplicate), as does one another delivery moved meanwhile (that one asks).
 */
export const settleCardCheck = async (
  ports: CardPorts,
  notice: PaymentNotice,
): Promise<Result<'settled' | 'unchanged'>> => {
  const found = await checkOf(ports, notice);
  if (!found.ok) return found;
  const check = found.value;
  if (check.state === 'refunded' || check.refundAskedAt) return ok('unchanged');
  if (check.state === 'registered') {
    await ports.provider.verify({
      sessionId: check.sessionId,
      providerOrderId: notice.providerOrderId,
      amount: check.amount,
      currency: check.currency,
    });
    if ((await saveCard(ports, check, notice.providerOrderId)) === 'unchanged') return ok('unchanged');
  }
  await askRefund(
    ports,
    { paymentId: check.sessionId, providerOrderId: notice.providerOrderId },
    {
      requestId: check.sessionId,
      amount: check.amount,
      description: 'Card verification refund',
      urlStatus: check.refundUrl,
    },
  );
  await ports.commit([
    {
      item: ports.savedCardItems.checkRefundAsked(check.sessionId, ports.clock()),
      // The refund's notice came first and moved the check on: nothing is left to record.
      whenConditionFails: 'unchanged' as const,
    },
  ]);
  return ok('settled');
};

/**
 * A card verification's refund notice: a completed refund moves the check paid → refunded and the
 * saved card inactive → active, together and once (a card deleted meanwhile stays deleted). A
 * rejected refund is logged for staff.
 */
export const activateCheckedCard = async (
  ports: CardPorts,
  notice: RefundNotice,
): Promise<Result<'refunded' | 'unchanged'>> => {
  const check = await ports.getCardCheck(notice.sessionId);
  if (!check) return refuse(ports, 'unknown_session');
  if (differs(check, notice)) return refuse(ports, 'amount_or_currency_differs');
  if (notice.status !== 0) {
    ports.warn('card verification refund rejected by the provider', { sessionId: check.sessionId });
    return ok('unchanged');
  }
  const refunded = {
    item: ports.savedCardItems.moveCheck(check.sessionId, 'paid', 'refunded'),
    whenConditionFails: 'unchanged' as const,
  };
  const cardId = check.cardId;
  const committed = await ports.commit([
    refunded,
    ...(cardId
      ? [
          {
            item: ports.savedCardItems.activateCard(check.sub, cardId),
            whenConditionFails: 'card_gone' as const,
          },
        ]
      : []),
  ]);
  if (committed.ok) return ok('refunded');
  // The customer deleted the card before its refund came: the check still ends refunded.
  if (committed.code === 'card_gone')
    return ok((await ports.commit([refunded])).ok ? 'refunded' : 'unchanged');
  return ok('unchanged');
};
