import { allegroOAuth } from '#functions/lib/allegro/allegro-oauth';
import { allegroRest } from '#functions/lib/allegro/allegro-rest';
import type { AllegroTokens } from '#functions/lib/allegro/port';
import { simulatorApplication } from '#infra/local/simulators/allegro/allegro-fixtures';
import {
  type AllegroSimulatorOptions,
  allegroSimulator,
} from '#infra/local/simulators/allegro/allegro-simulator';
import { serveSimulator } from './simulator-server';

/** The simulator's base path, as the runtime mounts it. */
const allegroBase = '/_local/allegro';

/**
 * The Allegro simulator on a free port with a clock the test moves, the shop's adapters on it (their
 * retries' waits recorded, never slept), its controls, and a way to an authorised seller.
 */
export const servedAllegro = async (options: Omit<AllegroSimulatorOptions, 'clock'> = {}) => {
  let now = new Date('2026-03-02T09:00:00Z');
  const simulator = allegroSimulator(allegroBase, { ...options, clock: () => now });
  const server = await serveSimulator(simulator.handle);
  const endpoint = `${server.origin}${allegroBase}`;
  /** Every wait the adapters asked for, in ms. */
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };
  const authorisation = allegroOAuth({
    authority: endpoint,
    ...simulatorApplication,
    sleep,
    clock: () => now,
  });

  const control = async (path: string, body?: object) => {
    const response = await fetch(`${endpoint}/_simulator/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  /** The device flow run to its end: the seller confirms through the control, the shop's poll gets tokens. */
  const authorise = async (): Promise<AllegroTokens> => {
    const device = await authorisation.startDeviceAuthorisation();
    await control('authorise', { userCode: device.userCode });
    const poll = await authorisation.pollDeviceAuthorisation(device.deviceCode);
    if (poll.status !== 'granted') throw new Error(`the device flow ended ${poll.status}`);
    return poll.tokens;
  };

  return {
    endpoint,
    authorisation,
    waits,
    control,
    authorise,
    /** The seller side on a token (by default a fresh one from the device flow). */
    seller: async ({
      token,
      ...options
    }: {
      token?: string;
      attempts?: number;
      maxRetryAfterMs?: number;
    } = {}) => {
      const accessToken = token ?? (await authorise()).accessToken;
      return allegroRest({ endpoint, accessToken: async () => accessToken, sleep, ...options });
    },
    /** Moves the simulator's and the adapters' clock on. */
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
    /** How many times a call reached the simulator (`GET /order/events`). */
    calls: async (name: string) => ((await control('calls')).body.calls as Record<string, number>)[name] ?? 0,
    /** Writes the simulator's state to its data file now. */
    flush: simulator.flush,
    close: server.close,
  };
};
export type ServedAllegro = Awaited<ReturnType<typeof servedAllegro>>;
