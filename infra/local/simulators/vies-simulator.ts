import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type ViesAnswer,
  type ViesError,
  type ViesErrorCode,
  viesNotGiven,
  viesRequestSchema,
} from '#functions/lib/vies/vies-contract';
import { readText } from '../read-body';
import { registeredTraders, simulatedOutages, viesMemberStates } from './vies-registry';

// The EC's VIES REST API as documented, for `npm start` and the tests: `POST /check-vat-number`
// answers a registered number with its name and address (or `---`), any other with `valid: false`,
// a bad country or an empty number with INVALID_INPUT (400), and the outages of vies-registry.ts
// with their error codes (500), each error as `{actionSucceed: false, errorWrappers}`.

const json = (res: ServerResponse, status: number, body: ViesAnswer | ViesError) =>
  void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const refuse = (res: ServerResponse, status: number, error: ViesErrorCode) =>
  json(res, status, { actionSucceed: false, errorWrappers: [{ error }] });

const today = () => `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`;

const answer = async (req: IncomingMessage, res: ServerResponse) => {
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const text = await readText(req, res, 4096);
  let body: unknown;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    return refuse(res, 400, 'INVALID_INPUT');
  }
  const request = viesRequestSchema.safeParse(body);
  if (!request.success || !viesMemberStates.includes(request.data.countryCode) || !request.data.vatNumber)
    return refuse(res, 400, 'INVALID_INPUT');
  const { countryCode, vatNumber } = request.data;
  const outage = simulatedOutages.find(
    (entry) => entry.countryCode === countryCode && (!entry.vatNumber || entry.vatNumber === vatNumber),
  );
  if (outage) return refuse(res, 500, outage.error);
  const trader = registeredTraders.find(
    (entry) => entry.countryCode === countryCode && entry.vatNumber === vatNumber,
  );
  json(res, 200, {
    countryCode,
    vatNumber,
    requestDate: today(),
    valid: Boolean(trader),
    requestIdentifier: '',
    name: trader?.name ?? viesNotGiven,
    address: trader?.address ?? viesNotGiven,
  });
};

/** Serves the API under `base` (the path of VIES_ENDPOINT); answers false for any other path. */
export const viesSimulator =
  (base: string) =>
  (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.url !== `${base}/check-vat-number`) return false;
    answer(req, res).catch(() => res.destroy());
    return true;
  };
