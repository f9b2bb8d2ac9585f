import { describe, expect, it } from 'vitest';
import type { AllegroAuthorisation, AllegroSeller, DevicePoll } from '../../lib/allegro/port';
import type { Connection, Journal } from '../../lib/table/marketplace';
import { type ConnectionPorts, checkAllegroConnection, startAllegroConnection } from './connect-allegro';

const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: '2026-12-03T22:00:00.000Z' };
const device = {
  deviceCode: 'device',
  userCode: 'ABC123',
  verificationUri: 'https://allegro.pl/skojarz-aplikacje',
  verificationUriComplete: 'https://allegro.pl/skojarz-aplikacje?code=ABC123',
  expiresIn: 3600,
  interval: 5,
};

/** The ports over one connection and journal in memory; Allegro answers `poll` and has `latest` as its newest event. */
const ports = (poll: DevicePoll, latest: string | undefined, journal: Journal = {}) => {
  const state: { connection?: Connection; journal: Journal } = { journal };
  const fake: ConnectionPorts = {
    authorisation: {
      startDeviceAuthorisation: async () => device,
      pollDeviceAuthorisation: async () => poll,
    } as unknown as AllegroAuthorisation,
    sellerWith: () => ({ latestEventId: async () => latest }) as unknown as AllegroSeller,
    readConnection: async () => state.connection,
    writeConnection: async (_marketplace, connection) => {
      state.connection = connection;
      return true;
    },
    readJournal: async () => state.journal,
    moveJournal: async (_marketplace, _from, moved) => {
      state.journal = moved;
      return true;
    },
    listProblems: async () => [],
    clock: () => new Date('2026-12-03T10:00:00.000Z'),
  };
  return { fake, state };
};

describe('connecting the shop account at Allegro', () => {
  it('shows the code to confirm, then keeps the tokens once the seller confirmed it', async () => {
    const { fake, state } = ports({ status: 'granted', tokens }, '900');
    const started = await startAllegroConnection(fake, 'obsluga@example.pl');
    expect(started.ok && started.value.connection).toMatchObject({
      state: 'confirming',
      userCode: 'ABC123',
      expiresAt: '2026-12-03T11:00:00.000Z',
    });
    const checked = await checkAllegroConnection(fake, 'obsluga@example.pl');
    expect(checked.ok && checked.value.connection).toMatchObject({
      state: 'connected',
      connectedBy: 'obsluga@example.pl',
    });
    expect(state.connection).toMatchObject({ state: 'connected', tokens });
  });

  it("starts a first connection's journal at Allegro's latest event, so past orders are not imported", async () => {
    const { fake, state } = ports({ status: 'granted', tokens }, '900');
    await startAllegroConnection(fake, 'obsluga@example.pl');
    await checkAllegroConnection(fake, 'obsluga@example.pl');
    expect(state.journal.lastEventId).toBe('900');
  });

  it('resumes a journal read before where it stopped, losing nothing of what came meanwhile', async () => {
    const { fake, state } = ports({ status: 'granted', tokens }, '900', { lastEventId: '412' });
    await startAllegroConnection(fake, 'obsluga@example.pl');
    await checkAllegroConnection(fake, 'obsluga@example.pl');
    expect(state.journal.lastEventId).toBe('412');
  });

  it('stays confirming while Allegro waits for the seller, and stops with a refused or expired code', async () => {
    const pending = ports({ status: 'pending' }, '900');
    await startAllegroConnection(pending.fake, 'obsluga@example.pl');
    const waiting = await checkAllegroConnection(pending.fake, 'obsluga@example.pl');
    expect(waiting.ok && waiting.value.connection.state).toBe('confirming');
    for (const status of ['denied', 'expired'] as const) {
      const refused = ports({ status }, '900');
      await startAllegroConnection(refused.fake, 'obsluga@example.pl');
      expect(await checkAllegroConnection(refused.fake, 'obsluga@example.pl')).toEqual({
        ok: false,
        code: 'allegro_authorisation_refused',
      });
      expect(refused.state.connection?.state).toBe('stopped');
    }
  });
});
