import { companyCountryFormats } from '#shared/identity/company-countries';
import type { VatCheck, VatCheckUnavailable, VatNumberChecker } from './port';
import { type ViesRequest, viesAnswerSchema, viesErrorSchema, viesNotGiven } from './vies-contract';

// The adapter to the VIES REST API: one POST per check, answered as the port's three outcomes.
// The same code runs against the EC's service (AWS) and the local simulator (`npm start`, tests).

export interface ViesRestOptions {
  /** The API's base: `https://ec.europa.eu/taxation_customs/vies/rest-api` or the simulator's. */
  endpoint: string;
  /** Gives up after this long (VIES waits up to ~30 s on a slow member state; our routes have 10 s). */
  timeoutMs?: number;
}

/** `INVALID_INPUT` is an answer about the number; the rest say VIES could not answer now. */
const outcomeOfError = (code: string): VatCheck => {
  if (code === 'INVALID_INPUT') return { status: 'invalid' };
  const base = code.replace(/_TIME$/, '');
  const known: VatCheckUnavailable[] = [
    'MS_UNAVAILABLE',
    'TIMEOUT',
    'MS_MAX_CONCURRENT_REQ',
    'GLOBAL_MAX_CONCURRENT_REQ',
    'VAT_BLOCKED',
    'IP_BLOCKED',
  ];
  const reason = known.find((candidate) => candidate === base) ?? 'SERVICE_UNAVAILABLE';
  return { status: 'unavailable', reason };
};

const given = (text: string | undefined) => {
  const trimmed = text?.trim();
  return trimmed && trimmed !== viesNotGiven ? trimmed : undefined;
};

/** The request body: the member state's VAT prefix and the bare number. */
export const viesRequestOf = (country: keyof typeof companyCountryFormats, number: string): ViesRequest => {
  const countryCode = companyCountryFormats[country].vatPrefix;
  const bare = number.toUpperCase().replace(/[\s.-]/g, '');
  return { countryCode, vatNumber: bare.startsWith(countryCode) ? bare.slice(countryCode.length) : bare };
};

export const viesRestChecker = ({ endpoint, timeoutMs = 8000 }: ViesRestOptions): VatNumberChecker => ({
  checkVatNumber: async (country, number) => {
    let body: unknown;
    try {
      const response = await fetch(`${endpoint}/check-vat-number`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(viesRequestOf(country, number)),
        signal: AbortSignal.timeout(timeoutMs),
      });
      body = await response.json();
    } catch {
      return { status: 'unavailable', reason: 'NO_ANSWER' };
    }
    const refused = viesErrorSchema.safeParse(body);
    if (refused.success) return outcomeOfError(refused.data.errorWrappers[0]?.error ?? '');
    const answer = viesAnswerSchema.safeParse(body);
    if (!answer.success) return { status: 'unavailable', reason: 'NO_ANSWER' };
    const requestIdentifier = given(answer.data.requestIdentifier);
    const proof = requestIdentifier ? { requestIdentifier } : {};
    if (!answer.data.valid) return { status: 'invalid', ...proof };
    const name = given(answer.data.name);
    const address = given(answer.data.address);
    return { status: 'valid', ...(name ? { name } : {}), ...(address ? { address } : {}), ...proof };
  },
});
