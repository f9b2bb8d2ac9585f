import { shopDayOf } from '#shared/shop-time';
import type { CompanyRegister } from './port';
import type { RegisterDayStore } from './register-day-store';

/**
 * The port's `kept`: the answer of today (the shop's day) on a Polish NIP from the store, asking the
 * register nothing. Apart from the adapter, so placing an order carries neither it nor its contract.
 */
export const keptAnswerOf =
  (
    store: Pick<RegisterDayStore, 'answerOf'>,
    clock: () => Date = () => new Date(),
  ): CompanyRegister['kept'] =>
  async (country, nip) =>
    country === 'PL' ? store.answerOf(nip, shopDayOf(clock())) : undefined;
