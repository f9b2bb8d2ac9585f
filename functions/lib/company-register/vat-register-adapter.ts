import type { VatStatus } from '#shared/identity/register-check';
import { hasValidNipChecksum } from '#shared/identity/tax-number';
import {
  type RegisterEntity,
  registerEntityResponseSchema,
  registerErrorCodes,
  registerExceptionSchema,
  registerSearchLimitPerDay,
} from '#shared/identity/vat-register-contract';
import { shopDayOf } from '#shared/shop-time';
import { keptAnswerOf } from './kept-answer';
import type { CompanyLookupResult, CompanyRegister, KeptLookup, RegisteredCompany } from './port';
import { parseRegisterAddress } from './register-address';
import type { RegisterDayStore } from './register-day-store';

// The adapter to the Ministry of Finance's VAT taxpayers' list (README.md): one
// `GET {endpoint}/api/search/nip/{nip}?date={today}` per NIP and day, its answer kept for the day,
// at most the documented searches a day, the error codes mapped to the port's outcomes. The same code
// runs against the Ministry's service (AWS) and the local simulator (`npm start`, tests).

export interface VatRegisterOptions {
  /** The API's origin: `https://wl-api.mf.gov.pl` or the simulator's base. */
  endpoint: string;
  store: RegisterDayStore;
  clock?: () => Date;
  /** Gives up after this long (the routes have 10 s; a conversion asks once). */
  timeoutMs?: number;
  /** Searches a day before the adapter stops asking (the register's documented limit). */
  dailyLimit?: number;
}

/** `statusVat` and the removal date as the port's VAT status. */
export const vatStatusOf = (entity: Pick<RegisterEntity, 'statusVat' | 'removalDate'>): VatStatus => {
  if (entity.statusVat === 'Czynny') return 'active';
  if (entity.statusVat === 'Zwolniony') return 'exempt';
  return entity.removalDate ? 'removed' : 'notRegistered';
};

/** A taxpayer as the port's company: the place of business, else the seat or residence, split. */
export const companyOfEntity = (
  entity: RegisterEntity,
  requestId: string,
  day: string,
): RegisteredCompany => {
  const line = entity.workingAddress || entity.residenceAddress;
  const address = line ? parseRegisterAddress(line) : undefined;
  return {
    country: 'PL',
    taxNumber: entity.nip,
    companyName: entity.name.trim(),
    ...(address ? { address } : {}),
    vatStatus: vatStatusOf(entity),
    ...(entity.regon ? { regon: entity.regon } : {}),
    ...(entity.krs ? { krs: entity.krs } : {}),
    requestId,
    checkedOn: day,
  };
};

type Asked = KeptLookup | Extract<CompanyLookupResult, { status: 'unavailable' }> | { status: 'askAgain' };

const unavailable = { status: 'unavailable', reason: 'unavailable' } as const;
const limitReached = { status: 'unavailable', reason: 'limit' } as const;

/** A refusal's code as an outcome: the limit, "ask again", a NIP it does not know, else an outage. */
const outcomeOfCode = (code: string, day: string): Asked => {
  if (code === registerErrorCodes.limitReached) return limitReached;
  if (code === registerErrorCodes.updated) return { status: 'askAgain' };
  const nipCodes: string[] = [
    registerErrorCodes.nipEmpty,
    registerErrorCodes.nipLength,
    registerErrorCodes.nipCharacters,
    registerErrorCodes.nipInvalid,
  ];
  return nipCodes.includes(code) ? { status: 'notFound', checkedOn: day } : unavailable;
};

const parsedJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const vatRegisterAdapter = ({
  endpoint,
  store,
  clock = () => new Date(),
  timeoutMs = 5000,
  dailyLimit = registerSearchLimitPerDay,
}: VatRegisterOptions): CompanyRegister => {
  const ask = async (nip: string, day: string): Promise<Asked> => {
    let status: number;
    let body: unknown;
    try {
      const response = await fetch(`${endpoint}/api/search/nip/${nip}?date=${day}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      body = parsedJson(await response.text());
    } catch {
      return unavailable;
    }
    if (status === 200) {
      const answer = registerEntityResponseSchema.safeParse(body);
      if (!answer.success) return unavailable;
      const { subject, requestId } = answer.data.result;
      return subject
        ? { status: 'found', company: companyOfEntity({ ...subject, nip }, requestId, day) }
        : { status: 'notFound', checkedOn: day };
    }
    const refusal = registerExceptionSchema.safeParse(body);
    if (refusal.success) return outcomeOfCode(refusal.data.code, day);
    return status === 429 ? limitReached : unavailable;
  };

  /** One search within the day's limit; a refusal for the limit spends the rest of the day. */
  const search = async (nip: string, day: string): Promise<Asked> => {
    if (!(await store.takeSearch(day, dailyLimit))) return limitReached;
    const asked = await ask(nip, day);
    if (asked.status === 'unavailable' && asked.reason === 'limit') await store.spendDay(day, dailyLimit);
    return asked;
  };

  const today = () => shopDayOf(clock());

  return {
    find: async (country, nip) => {
      if (country !== 'PL') return { status: 'notCovered' };
      const day = today();
      // Checked before by the look-up's schema; a number failing it never reaches the register.
      if (!hasValidNipChecksum(nip)) return { status: 'notFound', checkedOn: day };
      const kept = await store.answerOf(nip, day);
      if (kept) return kept;
      let asked = await search(nip, day);
      // WL-195: the data were updated during the search; the register asks for the search again.
      if (asked.status === 'askAgain') asked = await search(nip, day);
      if (asked.status === 'askAgain') return unavailable;
      if (asked.status !== 'unavailable') await store.keep(nip, day, asked);
      return asked;
    },
    kept: keptAnswerOf(store, clock),
  };
};
