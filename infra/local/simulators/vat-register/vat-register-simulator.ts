import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import { hasValidNipChecksum } from '#shared/identity/tax-number';
import {
  type RegisterEntityResponse,
  type RegisterException,
  registerErrorCodes,
  registerSearchLimitPerDay,
} from '#shared/identity/vat-register-contract';
import { shopDayOf } from '#shared/shop-time';
import { readText } from '../../read-body';
import { taxpayerOn } from './taxpayers';

// The Ministry of Finance's VAT taxpayers' list as published (OpenAPI 1.6.0), for `npm start` and the
// tests: `GET <base>/api/search/nip/{nip}?date=YYYY-MM-DD` answers `{result: {subject, requestId,
// requestDateTime}}` from taxpayers.ts (`subject: null` for a NIP it does not know), refusals as 400
// `{code, message}` with the documented codes, and the documented limit: 100 searches a day per IP
// address, then WL-191 until midnight. Controls under `<base>/_simulator/` (no such thing at the
// Ministry): `POST switches {unavailable?, dailyLimit?, forgetSearches?}` and `GET searches`.

export interface VatRegisterSwitches {
  /** Every search answers 503, as an outage does. */
  unavailable: boolean;
  /** Searches a day per IP address before WL-191. */
  dailyLimit: number;
}

/** The register as it answers at start. */
export const vatRegisterAnswersNormally: VatRegisterSwitches = {
  unavailable: false,
  dailyLimit: registerSearchLimitPerDay,
};

const switchesSchema = z.partial(
  z.strictObject({
    unavailable: z.boolean(),
    dailyLimit: z.int().check(z.nonnegative()),
    /** Forgets the searches counted today (every address). */
    forgetSearches: z.boolean(),
  }),
);

/** The Ministry's messages (Polish), one per code the simulator answers. */
const messages: Record<string, string> = {
  [registerErrorCodes.dateMissing]: "Pole 'data' nie może być puste.",
  [registerErrorCodes.dateMalformed]: "Pole 'data' ma nieprawidłowy format.",
  [registerErrorCodes.dateInFuture]: 'Data nie może być datą przyszłą.',
  [registerErrorCodes.nipEmpty]: "Pole 'NIP' nie może być puste.",
  [registerErrorCodes.nipLength]: "Pole 'NIP' ma nieprawidłową długość. Wymagane 10 znaków.",
  [registerErrorCodes.nipCharacters]: "Pole 'NIP' zawiera niedozwolone znaki. Wymagane tylko cyfry.",
  [registerErrorCodes.nipInvalid]: 'Nieprawidłowy NIP.',
  [registerErrorCodes.limitReached]: 'Limit żądań dla tego adresu IP został na dziś wyczerpany.',
};

const json = (
  res: ServerResponse,
  status: number,
  body: RegisterEntityResponse | RegisterException | object,
) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

const refuse = (res: ServerResponse, code: string) =>
  json(res, 400, { code, message: messages[code] ?? code });

/** `dd-MM-yyyy HH:mm:ss` in Warsaw, as `requestDateTime` is written. */
const requestDateTime = (now: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Warsaw',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map(({ type, value }) => [type, value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
};

/** A search id shaped like the register's (`d2n10-84df1a1`). */
const requestId = () =>
  `${randomBytes(3).toString('hex').slice(0, 5)}-${randomBytes(4).toString('hex').slice(0, 7)}`;

const isCalendarDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/** The refusal of a NIP or date, in the order the register checks them, or undefined for a fit one. */
const refusalOf = (nip: string, date: string | null, today: string): string | undefined => {
  if (!nip) return registerErrorCodes.nipEmpty;
  if (!/^\d*$/.test(nip)) return registerErrorCodes.nipCharacters;
  if (nip.length !== 10) return registerErrorCodes.nipLength;
  if (!hasValidNipChecksum(nip)) return registerErrorCodes.nipInvalid;
  if (!date) return registerErrorCodes.dateMissing;
  if (!isCalendarDate(date)) return registerErrorCodes.dateMalformed;
  if (date > today) return registerErrorCodes.dateInFuture;
  return undefined;
};

/** Serves the API under `base` (VAT_REGISTER_ENDPOINT) and its controls; false for any other path. */
export const vatRegisterSimulator = (base: string, clock: () => Date = () => new Date()) => {
  const switches: VatRegisterSwitches = { ...vatRegisterAnswersNormally };
  /** Searches counted per `day#address`. */
  const searches = new Map<string, number>();
  const searchPrefix = `${base}/api/search/nip/`;

  const search = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method !== 'GET') return void res.writeHead(405).end();
    if (switches.unavailable) {
      return void res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
    }
    const now = clock();
    const today = shopDayOf(now);
    const counted = `${today}#${req.socket.remoteAddress ?? ''}`;
    const taken = searches.get(counted) ?? 0;
    if (taken >= switches.dailyLimit) return refuse(res, registerErrorCodes.limitReached);
    searches.set(counted, taken + 1);
    const nip = decodeURIComponent(url.pathname.slice(searchPrefix.length));
    const date = url.searchParams.get('date');
    const refusal = refusalOf(nip, date, today);
    if (refusal || !date) return refuse(res, refusal ?? registerErrorCodes.dateMissing);
    json(res, 200, {
      result: {
        subject: taxpayerOn(nip, date) ?? null,
        requestId: requestId(),
        requestDateTime: requestDateTime(now),
      },
    });
  };

  const control = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === 'searches' && req.method === 'GET') {
      const total = [...searches.values()].reduce((sum, count) => sum + count, 0);
      return json(res, 200, { searches: total });
    }
    if (path !== 'switches' || req.method !== 'POST') return void res.writeHead(404).end();
    let body: unknown;
    try {
      body = JSON.parse((await readText(req, res, 1024)) || '{}');
    } catch {
      return json(res, 400, { error: 'switches' });
    }
    const given = switchesSchema.safeParse(body);
    if (!given.success) return json(res, 400, { error: 'switches' });
    const { forgetSearches, ...rest } = given.data;
    Object.assign(switches, rest);
    if (forgetSearches) searches.clear();
    json(res, 200, switches);
  };

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://simulator');
    if (url.pathname.startsWith(searchPrefix)) {
      search(req, res, url);
      return true;
    }
    if (url.pathname.startsWith(`${base}/_simulator/`)) {
      control(req, res, url.pathname.slice(`${base}/_simulator/`.length)).catch(() => res.destroy());
      return true;
    }
    return false;
  };
};
