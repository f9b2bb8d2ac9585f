import {
  getCardCheck,
  listSavedCards,
  newCardCheckSessionId,
  newCardId,
  savedCardItems,
} from '../../lib/table/saved-cards';
import type { PaymentPorts } from './deps';

/** The saved-cards repository, the ports the card use cases add to the payments' own. */
export const savedCardRepository = {
  listSavedCards,
  getCardCheck,
  savedCardItems,
  newCardId,
  newCardCheckSessionId,
};

/** The ports of the card use cases: the provider, commit, clock and log of the payments, and the cards. */
export type CardPorts = Pick<PaymentPorts, 'provider' | 'commit' | 'clock' | 'warn'> &
  typeof savedCardRepository;

export const cardPortsOf = (
  ports: Pick<PaymentPorts, 'provider' | 'commit' | 'clock' | 'warn'>,
): CardPorts => ({
  provider: ports.provider,
  commit: ports.commit,
  clock: ports.clock,
  warn: ports.warn,
  ...savedCardRepository,
});
