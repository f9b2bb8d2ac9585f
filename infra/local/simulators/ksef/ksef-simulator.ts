import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod/mini';
import {
  ksefTokenRequestSchema,
  openSessionRequestSchema,
  sendInvoiceRequestSchema,
} from '#functions/lib/ksef/ksef-contract';
import { readText } from '../../read-body';
import { type SimulatedKsef, simulatedKsef, type Validate } from './simulated-ksef';
import { verifyCertificateLink } from './verify-qr-link';

// KSeF API 2.0 as open-api.json defines the part the adapter (functions/lib/ksef/) calls, for `npm start`
// and the tests: the same paths, JSON shapes and status codes, errors as problem details. A control API
// under `<base>/_simulator/` switches KSeF to unavailable (503 to every call, as during an outage) or
// answers the next calls 429 with `Retry-After`, as its rate limits do (limity/limity-api.md).

export interface KsefSwitches {
  unavailable: boolean;
  /** How many of the next API calls answer 429. */
  tooManyRequests: number;
  retryAfterSeconds: number;
}

const verifyQrSchema = z.object({ link: z.string().check(z.maxLength(2048)) });
const switchesSchema = z.partial(
  z.strictObject({
    unavailable: z.boolean(),
    tooManyRequests: z.int().check(z.nonnegative()),
    retryAfterSeconds: z.int().check(z.nonnegative()),
  }),
);

type Answer = { status: number; body?: unknown; xml?: string; headers?: Record<string, string> };

const problem = (
  status: number,
  title: string,
  detail: string,
  instance: string,
  extra: object = {},
): Answer => ({
  status,
  body: {
    title,
    status,
    detail,
    instance,
    timestamp: new Date().toISOString(),
    traceId: randomUUID(),
    ...extra,
  },
});
const badRequest = (instance: string, code: number, description: string, details: string[] = []) =>
  problem(400, 'Bad Request', description, instance, { errors: [{ code, description, details }] });
const unauthorized = (instance: string) =>
  problem(401, 'Unauthorized', 'Brak lub nieprawidłowy token dostępowy.', instance);

const bearerOf = (req: IncomingMessage) => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';

const parse = <S extends z.ZodMiniType>(schema: S, text: string): z.infer<S> | undefined => {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

const route = async (
  ksef: SimulatedKsef,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<Answer> => {
  const call = `${req.method} ${path}`;
  const body = req.method === 'POST' ? await readText(req, res, 4_000_000) : '';
  if (body === undefined) return problem(413, 'Payload Too Large', 'Żądanie jest zbyt duże.', path);
  const bearer = bearerOf(req);
  if (call === 'GET /security/public-key-certificates') return { status: 200, body: ksef.certificates() };
  if (call === 'POST /auth/challenge')
    return { status: 200, body: ksef.challenge(req.socket.remoteAddress ?? '') };
  if (call === 'POST /auth/ksef-token') {
    const request = parse(ksefTokenRequestSchema, body);
    if (request?.contextIdentifier.type !== 'Nip')
      return badRequest(path, 21405, 'Błąd walidacji danych wejściowych.');
    return {
      status: 202,
      body: ksef.startTokenAuthentication({
        challenge: request.challenge,
        nip: request.contextIdentifier.value,
        encryptedToken: request.encryptedToken,
      }),
    };
  }
  if (call === 'POST /auth/token/redeem') {
    const tokens = ksef.redeem(bearer);
    return tokens
      ? { status: 200, body: tokens }
      : badRequest(path, 21301, 'Brak autoryzacji.', [
          'Tokeny zostały już pobrane lub uwierzytelnianie nie powiodło się.',
        ]);
  }
  if (call === 'POST /auth/token/refresh') {
    const token = ksef.refresh(bearer);
    return token ? { status: 200, body: token } : unauthorized(path);
  }
  const auth = /^GET \/auth\/([^/]+)$/.exec(call);
  if (auth) {
    const found = ksef.authentication(bearer, auth[1] ?? '');
    if (!found) return unauthorized(path);
    const description =
      found.code === 200
        ? 'Uwierzytelnianie zakończone sukcesem'
        : 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu';
    return {
      status: 200,
      body: {
        startDate: new Date().toISOString(),
        authenticationMethod: 'Token',
        authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
        status: { code: found.code, description, ...(found.detail ? { details: [found.detail] } : {}) },
      },
    };
  }
  const nip = ksef.contextOf(bearer);
  if (!nip) return unauthorized(path);
  if (call === 'POST /sessions/online') {
    const request = parse(openSessionRequestSchema, body);
    if (request?.formCode.systemCode !== 'FA (3)')
      return badRequest(path, 21405, 'Błąd walidacji danych wejściowych.', ['Nieobsługiwany formCode.']);
    return { status: 201, body: ksef.openSession(nip, request.encryption) };
  }
  const online = /^POST \/sessions\/online\/([^/]+)\/(invoices|close)$/.exec(call);
  if (online) {
    const session = ksef.session(nip, online[1] ?? '');
    if (!session) return badRequest(path, 21405, 'Sesja o podanym numerze referencyjnym nie istnieje.');
    if (session.closed) return badRequest(path, 21180, 'Sesja jest zamknięta.');
    if (online[2] === 'close') {
      session.closed = true;
      return { status: 204 };
    }
    const request = parse(sendInvoiceRequestSchema, body);
    if (!request) return badRequest(path, 21405, 'Błąd walidacji danych wejściowych.');
    return { status: 202, body: ksef.sendInvoice(session, request) };
  }
  const byKsefNumber = /^GET \/sessions\/([^/]+)\/invoices\/ksef\/([^/]+)\/upo$/.exec(call);
  if (byKsefNumber) {
    const invoices = ksef.session(nip, byKsefNumber[1] ?? '')?.invoices.values() ?? [];
    const sent = [...invoices].find((candidate) => candidate.ksefNumber === byKsefNumber[2]);
    return sent?.upo
      ? { status: 200, xml: sent.upo }
      : badRequest(path, 21405, 'Faktura o podanym numerze KSeF nie istnieje w sesji.');
  }
  const invoice = /^GET \/sessions\/([^/]+)\/invoices\/([^/]+)(\/upo)?$/.exec(call);
  if (invoice) {
    const sent = ksef.session(nip, invoice[1] ?? '')?.invoices.get(invoice[2] ?? '');
    if (!sent) return badRequest(path, 21405, 'Faktura o podanym numerze referencyjnym nie istnieje.');
    if (invoice[3])
      return sent.upo ? { status: 200, xml: sent.upo } : badRequest(path, 21178, 'UPO nie jest dostępne.');
    return {
      status: 200,
      body: {
        ordinalNumber: sent.ordinalNumber,
        referenceNumber: sent.referenceNumber,
        invoiceHash: sent.invoiceHash,
        invoicingDate: sent.invoicingDate,
        invoicingMode: sent.mode,
        status: sent.status,
        ...(sent.ksefNumber
          ? {
              ksefNumber: sent.ksefNumber,
              invoiceNumber: sent.invoiceNumber,
              acquisitionDate: sent.invoicingDate,
            }
          : {}),
      },
    };
  }
  return problem(404, 'Not Found', 'Nie znaleziono zasobu.', path);
};

const send = (res: ServerResponse, answer: Answer) => {
  const headers = {
    ...answer.headers,
    ...(answer.xml !== undefined
      ? { 'content-type': 'application/xml; charset=utf-8' }
      : answer.body === undefined
        ? {}
        : { 'content-type': answer.status < 300 ? 'application/json' : 'application/problem+json' }),
  };
  res
    .writeHead(answer.status, headers)
    .end(answer.xml ?? (answer.body === undefined ? undefined : JSON.stringify(answer.body)));
};

/** Serves the API under `${base}/v2` (KSEF_ENDPOINT) and the switches at `${base}/_simulator/switches`. */
/** The switches of a KSeF that answers every call normally (its state at start). */
export const ksefAnswersNormally: KsefSwitches = {
  unavailable: false,
  tooManyRequests: 0,
  retryAfterSeconds: 1,
};

export const ksefSimulator = (base: string, validate: Validate) => {
  const ksef = simulatedKsef(validate);
  // The shop's KSeF certificate of type Offline (kody-qr.md, KOD II): KSeF issues it, the shop keeps its
  // key, KSeF's verification page checks links against it (`POST …/_simulator/verify-qr {link}`).
  const { privateKey: offlineKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const offlineCertificate = { serial: randomBytes(8).toString('hex').toUpperCase(), publicKey };
  const switches: KsefSwitches = { ...ksefAnswersNormally };
  const serve = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (path === '/_simulator/verify-qr' && req.method === 'POST') {
      const given = parse(verifyQrSchema, (await readText(req, res, 4096)) ?? '');
      if (!given) return send(res, problem(400, 'Bad Request', 'link', path));
      return send(res, { status: 200, body: verifyCertificateLink(given.link, offlineCertificate) });
    }
    if (path === '/_simulator/switches') {
      if (req.method !== 'POST') return send(res, { status: 200, body: switches });
      const given = parse(switchesSchema, (await readText(req, res, 4096)) ?? '');
      if (!given)
        return send(
          res,
          problem(400, 'Bad Request', 'unavailable, tooManyRequests, retryAfterSeconds', path),
        );
      Object.assign(switches, given);
      return send(res, { status: 200, body: switches });
    }
    const api = path.startsWith('/v2/') ? path.slice(3) : undefined;
    if (api === undefined) return send(res, problem(404, 'Not Found', 'Nie znaleziono zasobu.', path));
    if (switches.unavailable)
      return send(res, problem(503, 'Service Unavailable', 'System KSeF jest niedostępny.', api));
    if (switches.tooManyRequests > 0) {
      switches.tooManyRequests -= 1;
      return send(res, {
        ...problem(
          429,
          'Too Many Requests',
          `Przekroczono limit żądań. Spróbuj ponownie za ${switches.retryAfterSeconds} s.`,
          api,
        ),
        headers: { 'retry-after': String(switches.retryAfterSeconds) },
      });
    }
    send(res, await route(ksef, req, res, api));
  };
  return {
    offlineCertificate: {
      serial: offlineCertificate.serial,
      privateKey: offlineKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    },
    simulate: (req: IncomingMessage, res: ServerResponse): boolean => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (!path.startsWith(`${base}/`)) return false;
      serve(req, res, path.slice(base.length)).catch(() => res.destroy());
      return true;
    },
    switches,
  };
};
