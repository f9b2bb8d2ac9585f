import type { SimulatedTenant } from './simulated-directory';

/** One authenticated Graph call, as the simulator's endpoints take it. */
export interface GraphCall {
  /** The tenant of the bearer token. */
  tenant: SimulatedTenant;
  /** The simulator's clock, read once per call. */
  now: number;
  /** The absolute URL as the caller sent it (for `@odata.nextLink`). */
  url: URL;
  /** `<origin><base>/v1.0`, the root `@odata.context` names. */
  serviceRoot: string;
  /** The JSON body, `undefined` when there is none. */
  body: unknown;
}

export const isoAt = (now: number) => new Date(now).toISOString();
