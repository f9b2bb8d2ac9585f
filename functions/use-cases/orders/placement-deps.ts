import { ulid } from 'ulid';
import type { ParcelLocker } from '#shared/parcel-lockers';
import { keptAnswerOf } from '../../lib/company-register/kept-answer';
import type { CompanyRegister } from '../../lib/company-register/port';
import { parcelLockers } from '../../lib/parcel-lockers/parcel-lockers';
import { idempotencyItems, idempotencyRecord } from '../../lib/table/idempotency-keys';
import { newLinkToken, orderItems, placementItems } from '../../lib/table/orders';
import { referringPartnerOf } from '../../lib/table/partners';
import { tableRegisterDayStore } from '../../lib/table/register-answers';
import { listSavedCards } from '../../lib/table/saved-cards';
import { unitsOf } from '../../lib/table/stock';
import { trialItems } from '../../lib/table/trials';
import { type BasketPorts, deps as basketDeps } from '../basket/deps';
import { type OrderPorts, deps as orderDeps } from './deps';

/**
 * The ports of placement: the basket's (its priced read is the basket use case's, so an order is
 * priced exactly as the basket was shown), the orders', the idempotency records, the placement's
 * stock and discount items, the sources of the order's id and link token, and for a free trial the
 * buyer's saved cards and the trial's item.
 */
export interface PlacementPorts extends BasketPorts, OrderPorts {
  idempotencyItems: typeof idempotencyItems;
  idempotencyRecord: typeof idempotencyRecord;
  placementItems: typeof placementItems;
  /** The counted units now, read consistently: a sold-out stock refuses before its transaction. */
  unitsOf: typeof unitsOf;
  newOrderId: (now: Date) => string;
  newLinkToken: () => string;
  /** A free trial's buyer must have a chargeable default card; the trial's item is put with the order. */
  listSavedCards: typeof listSavedCards;
  trialItems: typeof trialItems;
  /** A customer a partner brought: her orders carry the partner and are listed under it. */
  referringPartnerOf: typeof referringPartnerOf;
  /** The chosen parcel locker at its operator (the order keeps its address). */
  findParcelLocker: (id: string) => Promise<ParcelLocker | undefined>;
  /** The public VAT register's answer of the day on the invoice's NIP, never a new search. */
  keptCompany: CompanyRegister['kept'];
}

export const placementDeps = (): PlacementPorts => ({
  ...basketDeps(),
  ...orderDeps(),
  orderItems,
  idempotencyItems,
  idempotencyRecord,
  placementItems,
  unitsOf,
  newOrderId: (now) => ulid(now.getTime()),
  newLinkToken,
  listSavedCards,
  trialItems,
  referringPartnerOf,
  findParcelLocker: (id) => parcelLockers().findLocker(id),
  keptCompany: keptAnswerOf(tableRegisterDayStore),
});
