import type { IncomingMessage, ServerResponse } from 'node:http';
import { dynamo } from '#functions/lib/dynamo';
import type { LocalEnvironment } from '#functions/lib/environment-sources';
import { validateFa3 } from '#functions/lib/invoices/fa3/validate-fa3';
import { ksefQrOrigins } from '#shared/invoices/ksef-qr';
import { simulatorApplication } from './allegro/allegro-fixtures';
import { allegroSimulator } from './allegro/allegro-simulator';
import { graphSimulator } from './graph/graph-simulator';
import { simulatedDirectory } from './graph/simulated-directory';
import { simulatorClientSecret } from './graph/token-endpoint';
import { inpostPointsSimulator } from './inpost-points-simulator';
import { ksefSimulator } from './ksef/ksef-simulator';
import { simulatorKsefToken } from './ksef/simulated-ksef';
import {
  offerLicences,
  partnerTenantId,
  simulatorCredentials,
} from './partner-center/partner-center-fixtures';
import {
  partnerCenterSimulator,
  type SimulatedSubscriptionInfo,
} from './partner-center/partner-center-simulator';
import { dynamoStore } from './partner-center/simulator-store';
import { vatRegisterSimulator } from './vat-register/vat-register-simulator';
import { viesSimulator } from './vies-simulator';

// The outside systems that have no local server, simulated on the emulators' port under `/_local/`:
// the runtime points each adapter's endpoint variable here, so the shop's own adapter code talks to
// them exactly as it talks to the real service on AWS.

const paths = {
  vies: '/_local/vies',
  vatRegister: '/_local/vat-register',
  inpostPoints: '/_local/inpost/v1',
  ksef: '/_local/ksef',
  partnerCenter: '/_local/partner-center',
  graph: '/_local/graph',
  allegro: '/_local/allegro',
};

/** The simulated Partner Center's own table in DynamoDB Local (its state is Microsoft's, not the shop's). */
export const partnerCenterTable = 'partner-center-simulator';

/** A tenant's licences: the seats of its active subscriptions, summed per licence. */
const licencesOf = (subscriptions: SimulatedSubscriptionInfo[]) => {
  const units = new Map<string, { skuId: string; skuPartNumber: string; units: number }>();
  for (const { offerId, quantity, status } of subscriptions) {
    const licence = offerLicences.get(offerId.split(':')[0] ?? '');
    if (!licence || status !== 'active') continue;
    const held = units.get(licence.skuId) ?? { ...licence, units: 0 };
    units.set(licence.skuId, { ...held, units: held.units + quantity });
  }
  return [...units.values()];
};

export interface OutsideSystemsOptions {
  /** Where the Allegro simulator keeps its state (`npm start`); in memory only without it. */
  allegroDataFile?: string;
}

export const createOutsideSystems = (serverUrl: string, options: OutsideSystemsOptions = {}) => {
  const ksef = ksefSimulator(paths.ksef, validateFa3);
  // One Microsoft cloud: the tenants Partner Center creates (or knows) are the Graph directory's, and
  // their subscriptions' seats its licences.
  const directory = simulatedDirectory();
  const graph = graphSimulator(paths.graph, directory);
  const partnerCenter = partnerCenterSimulator(paths.partnerCenter, {
    store: dynamoStore(dynamo, partnerCenterTable),
    onTenant: ({ tenantId, domain, companyName, country }) => {
      if (!directory.tenant(tenantId))
        directory.addTenant({ tenantId, domain, country, displayName: companyName, skus: [] });
    },
    onSubscriptions: (tenantId, subscriptions) => directory.setSkus(tenantId, licencesOf(subscriptions)),
  });
  const allegro = allegroSimulator(paths.allegro, { dataFile: options.allegroDataFile });
  const simulators = [
    viesSimulator(paths.vies),
    vatRegisterSimulator(paths.vatRegister),
    inpostPointsSimulator(paths.inpostPoints),
    ksef.simulate,
    partnerCenter,
    allegro.handle,
    // Graph answers for the tenants Partner Center knows: asked before Partner Center's first call
    // after a start, it waits until they are told (their users live in memory: a restart forgets them).
    (req: IncomingMessage, res: ServerResponse) => {
      if (!req.url?.startsWith(`${paths.graph}/`)) return false;
      void partnerCenter.ready().then(
        () => graph(req, res),
        () => res.writeHead(503).end(),
      );
      return true;
    },
  ];
  return {
    environment: {
      VIES_ENDPOINT: `${serverUrl}${paths.vies}`,
      VAT_REGISTER_ENDPOINT: `${serverUrl}${paths.vatRegister}`,
      PARCEL_LOCKERS_ENDPOINT: `${serverUrl}${paths.inpostPoints}`,
      KSEF_ENDPOINT: `${serverUrl}${paths.ksef}/v2`,
      KSEF_QR_ORIGIN: ksefQrOrigins.test,
      KSEF_TOKEN: simulatorKsefToken,
      KSEF_OFFLINE_CERTIFICATE_SERIAL: ksef.offlineCertificate.serial,
      KSEF_OFFLINE_CERTIFICATE_KEY: ksef.offlineCertificate.privateKey,
      PARTNER_CENTER_ENDPOINT: `${serverUrl}${paths.partnerCenter}`,
      PARTNER_CENTER_AUTHORITY: `${serverUrl}${paths.partnerCenter}/login`,
      PARTNER_CENTER_TENANT_ID: partnerTenantId,
      PARTNER_CENTER_CLIENT_ID: simulatorCredentials.clientId,
      PARTNER_CENTER_CLIENT_SECRET: simulatorCredentials.clientSecret,
      PARTNER_CENTER_REFRESH_TOKEN: simulatorCredentials.refreshToken,
      // The simulator is both Graph (`{base}/v1.0`) and the token authority (`{base}/{tenant}/oauth2/v2.0/token`).
      GRAPH_ENDPOINT: `${serverUrl}${paths.graph}`,
      GRAPH_AUTHORITY: `${serverUrl}${paths.graph}`,
      GRAPH_CLIENT_ID: 'local-shop',
      GRAPH_CLIENT_SECRET: simulatorClientSecret,
      // The simulator is both Allegro's authority (`{base}/auth/oauth/…`) and its REST API.
      ALLEGRO_ENDPOINT: `${serverUrl}${paths.allegro}`,
      ALLEGRO_AUTHORITY: `${serverUrl}${paths.allegro}`,
      ALLEGRO_CLIENT_ID: simulatorApplication.clientId,
      ALLEGRO_CLIENT_SECRET: simulatorApplication.clientSecret,
    } satisfies Partial<LocalEnvironment>,
    /** Answers a request one of the simulators serves; false for any other. */
    handle: (req: IncomingMessage, res: ServerResponse): boolean =>
      simulators.some((simulate) => simulate(req, res)),
    /** Writes what the simulators keep in files (Allegro's state) now. */
    stop: () => allegro.flush(),
  };
};
