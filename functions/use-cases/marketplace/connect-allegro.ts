import type { MarketplaceConnectionView, MarketplaceStatusView } from '#shared/orders/marketplace-status';
import type { AllegroAuthorisation, AllegroSeller } from '../../lib/allegro/port';
import type {
  Connection,
  Journal,
  MarketplaceProblemRecord,
  moveJournal,
  readConnection,
  writeConnection,
} from '../../lib/table/marketplace';
import { fail, ok, type Result } from '../result';
import type { MarketplaceProblem } from './allegro-order';

// The shop's Allegro account connected by a staff member through OAuth's device flow: the shop asks
// for a code, the member confirms it at Allegro signed in as the shop's seller account, the shop
// checks until Allegro hands it the tokens. Imports start from the journal's latest event then, so a
// first connection does not import the account's past orders.

export interface ConnectionPorts {
  authorisation: AllegroAuthorisation;
  /** The seller's side on a given access token (the journal's latest event, right after connecting). */
  sellerWith: (accessToken: string) => AllegroSeller;
  readConnection: typeof readConnection;
  writeConnection: typeof writeConnection;
  readJournal: () => Promise<Journal>;
  moveJournal: typeof moveJournal;
  listProblems: () => Promise<MarketplaceProblemRecord[]>;
  clock: () => Date;
}

const viewOf = (connection: Connection | undefined): MarketplaceConnectionView => {
  if (!connection) return { state: 'notConnected' };
  if (connection.state === 'connected')
    return { state: 'connected', connectedAt: connection.connectedAt, connectedBy: connection.connectedBy };
  if (connection.state === 'stopped') return connection;
  const { device, startedAt } = connection;
  return {
    state: 'confirming',
    userCode: device.userCode,
    verificationUriComplete: device.verificationUriComplete,
    expiresAt: new Date(Date.parse(startedAt) + device.expiresIn * 1000).toISOString(),
    interval: device.interval,
  };
};

/** A problem as one line for the staff: the offers, products or currency it names. */
const subjectOf = (problem: MarketplaceProblem): string => {
  if (problem.reason === 'unknown_offer')
    return problem.offers
      .map(
        (offer) => `${offer.offerName} (${offer.offerId}${offer.externalId ? `, ${offer.externalId}` : ''})`,
      )
      .join('; ');
  return problem.reason === 'not_sold_on_marketplace' ? problem.productIds.join(', ') : problem.currency;
};

/** Output: the account's connection, the journal's figures and the problems kept for the staff. */
export const marketplaceStatus = async (ports: ConnectionPorts): Promise<MarketplaceStatusView> => {
  const [connection, journal, problems] = await Promise.all([
    ports.readConnection('allegro'),
    ports.readJournal(),
    ports.listProblems(),
  ]);
  return {
    connection: viewOf(connection),
    journal,
    problems: problems.map(({ formId, seenAt, buyerLogin, problem }) => ({
      formId,
      seenAt,
      buyerLogin,
      reason: problem.reason as MarketplaceProblem['reason'],
      subject: subjectOf(problem as unknown as MarketplaceProblem),
    })),
  };
};

/**
 * Input: the staff member. Output: the status with the code to confirm. Course: a device code asked of
 * Allegro and kept (a connected account keeps importing with its tokens until the new code is
 * confirmed: the tokens are replaced only then).
 */
export const startAllegroConnection = async (
  ports: ConnectionPorts,
  staffEmail: string,
): Promise<Result<MarketplaceStatusView>> => {
  const device = await ports.authorisation.startDeviceAuthorisation();
  await ports.writeConnection('allegro', {
    state: 'confirming',
    device,
    startedAt: ports.clock().toISOString(),
    startedBy: staffEmail,
  });
  return ok(await marketplaceStatus(ports));
};

/**
 * Input: the staff member. Output: the status, connected once the seller confirmed the code; still
 * confirming while Allegro waits for it; `allegro_authorisation_refused` when the seller refused it or
 * the code expired (then a new one is started). Course: Allegro's token endpoint asked once with the
 * device code; granted → the tokens kept and, for an account never read before, the journal set at its
 * latest event.
 */
export const checkAllegroConnection = async (
  ports: ConnectionPorts,
  staffEmail: string,
): Promise<Result<MarketplaceStatusView>> => {
  const connection = await ports.readConnection('allegro');
  if (connection?.state !== 'confirming') return ok(await marketplaceStatus(ports));
  const poll = await ports.authorisation.pollDeviceAuthorisation(connection.device.deviceCode);
  if (poll.status === 'denied' || poll.status === 'expired') {
    await ports.writeConnection('allegro', {
      state: 'stopped',
      stoppedAt: ports.clock().toISOString(),
      reason: `authorisation ${poll.status}`,
    });
    return fail('allegro_authorisation_refused');
  }
  if (poll.status !== 'granted') return ok(await marketplaceStatus(ports));
  const journal = await ports.readJournal();
  if (journal.lastEventId === undefined) {
    const latest = await ports.sellerWith(poll.tokens.accessToken).latestEventId();
    if (latest) await ports.moveJournal('allegro', undefined, { lastEventId: latest });
  }
  await ports.writeConnection('allegro', {
    state: 'connected',
    tokens: poll.tokens,
    connectedAt: ports.clock().toISOString(),
    connectedBy: staffEmail,
  });
  return ok(await marketplaceStatus(ports));
};
