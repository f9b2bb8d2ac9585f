import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalEnvironment } from '#functions/lib/config';
import { inpostPointsSimulator } from './inpost-points-simulator';
import { viesSimulator } from './vies-simulator';

// The outside systems that have no local server, simulated on the emulators' port under `/_local/`:
// the runtime points each adapter's endpoint variable here, so the shop's own adapter code talks to
// them exactly as it talks to the real service on AWS.

const paths = { vies: '/_local/vies', inpostPoints: '/_local/inpost/v1' };

export const createOutsideSystems = (serverUrl: string) => {
  const simulators = [viesSimulator(paths.vies), inpostPointsSimulator(paths.inpostPoints)];
  return {
    environment: {
      VIES_ENDPOINT: `${serverUrl}${paths.vies}`,
      PARCEL_LOCKERS_ENDPOINT: `${serverUrl}${paths.inpostPoints}`,
    } satisfies Partial<LocalEnvironment>,
    /** Answers a request one of the simulators serves; false for any other. */
    handle: (req: IncomingMessage, res: ServerResponse): boolean =>
      simulators.some((simulate) => simulate(req, res)),
  };
};
