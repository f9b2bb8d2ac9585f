import { createHash } from 'node:crypto';
import type {
  CheckoutFormAnswer,
  fulfilmentStatuses,
  orderEventTypes,
  ShipmentAnswer,
} from '#functions/lib/allegro/allegro-contract';
import { keptInFile } from '../kept-in-file';
import { type FixtureOffer, fixtureOffers } from './allegro-fixtures';

// What the simulated Allegro holds: the offers and their stock, the order event journal (ids
// increasing, oldest first, every event kept), the checkout forms with the fulfilment statuses and
// tracking numbers the seller sent, the device codes and the tokens issued. In memory, and written to
// a JSON file a moment after changes when the runtime keeps data (`npm start`), so a restart keeps
// purchases, tokens and the journal.

export type EventType = (typeof orderEventTypes)[number];
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** How the buyer goes on after filling in the form. */
export const buyerBehaviours = ['paysNow', 'paysLater', 'neverPays', 'cancels', 'cashOnDelivery'] as const;
export type BuyerBehaviour = (typeof buyerBehaviours)[number];

export interface SimulatedOffer extends FixtureOffer {
  /** Each stock the seller set through the API, in order. */
  stockChanges: number[];
}

interface JournalEvent {
  id: string;
  type: EventType;
  occurredAt: string;
  checkoutFormId: string;
  /** The form's revision when the event happened. */
  revision: string;
}

export interface SimulatedForm {
  form: CheckoutFormAnswer;
  /** Changes so far: the revision is derived from it. */
  changes: number;
  /** Each fulfilment status the seller set, in order. */
  fulfilments: FulfilmentStatus[];
  shipments: ShipmentAnswer[];
}

export interface DeviceGrant {
  deviceCode: string;
  userCode: string;
  expiresAt: number;
  interval: number;
  lastPollAt?: number;
  decision?: 'allow' | 'deny';
  /** Tokens were issued for it: it is spent. */
  used: boolean;
}

interface Book {
  lastEventId: number;
  events: JournalEvent[];
  forms: Record<string, SimulatedForm>;
  offers: SimulatedOffer[];
  devices: DeviceGrant[];
  /** Access token → when it expires (ms). */
  accessTokens: Record<string, number>;
  refreshTokens: Record<string, { expiresAt: number; used: boolean }>;
  /** Purchases made so far (the next buyer is picked by it). */
  purchases: number;
}

/** Event ids look like Allegro's (sixteen digits) and only grow. */
const firstEventId = 1_700_000_000_000_000;

const freshBook = (): Book => ({
  lastEventId: firstEventId,
  events: [],
  forms: {},
  offers: fixtureOffers.map((offer) => ({ ...offer, stockChanges: [] })),
  devices: [],
  accessTokens: {},
  refreshTokens: {},
  purchases: 0,
});

/** Eight hex digits, as Allegro's revisions look, new with every change of the form. */
const revisionOf = (id: string, changes: number) =>
  createHash('sha256').update(`${id}#${changes}`).digest('hex').slice(0, 8);

export const createAllegroBook = (file?: string) => {
  const { value: book, changed, flush } = keptInFile(file, freshBook);

  return {
    book,
    changed,
    flush,
    offer: (id: string) => book.offers.find((offer) => offer.id === id),
    form: (id: string): SimulatedForm | undefined => book.forms[id],
    /** Keeps a new form at its first revision. */
    addForm: (form: Omit<CheckoutFormAnswer, 'revision'>): SimulatedForm => {
      const kept: SimulatedForm = {
        form: { ...form, revision: revisionOf(form.id, 0) },
        changes: 0,
        fulfilments: [],
        shipments: [],
      };
      book.forms[form.id] = kept;
      changed();
      return kept;
    },
    /** Changes a form: a new revision and `updatedAt`. */
    change: (kept: SimulatedForm, now: Date, change: (form: CheckoutFormAnswer) => void) => {
      change(kept.form);
      kept.changes += 1;
      kept.form.revision = revisionOf(kept.form.id, kept.changes);
      kept.form.updatedAt = now.toISOString();
      changed();
    },
    /** Appends an event about a form, as it stands now, to the journal. */
    record: (type: EventType, kept: SimulatedForm, now: Date) => {
      book.lastEventId += 1;
      book.events.push({
        id: String(book.lastEventId),
        type,
        occurredAt: now.toISOString(),
        checkoutFormId: kept.form.id,
        revision: kept.form.revision,
      });
      changed();
    },
  };
};
export type AllegroBook = ReturnType<typeof createAllegroBook>;
