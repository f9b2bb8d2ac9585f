import type { KeptLookup } from './port';

// Where the VAT register adapter keeps the day's answers and counts the day's searches: the table on
// AWS and under `npm start` (../table/register-answers.ts, shared by every container), memory in the
// adapter's tests. A day is the shop's (Warsaw's), the register's `date` and the day its limit resets.

export interface RegisterDayStore {
  /** The answer kept for a NIP on a day, if any. */
  answerOf(nip: string, day: string): Promise<KeptLookup | undefined>;
  keep(nip: string, day: string, answer: KeptLookup): Promise<void>;
  /** Counts one search of the day; false, counting nothing, once `limit` are counted. */
  takeSearch(day: string, limit: number): Promise<boolean>;
  /** The register refused for its limit: no more searches on that day. */
  spendDay(day: string, limit: number): Promise<void>;
}

/** A store in memory, with the searches counted per day for the tests to read. */
export const memoryRegisterDayStore = () => {
  const answers = new Map<string, KeptLookup>();
  const searches = new Map<string, number>();
  const store: RegisterDayStore = {
    answerOf: async (nip, day) => answers.get(`${nip}#${day}`),
    keep: async (nip, day, answer) => void answers.set(`${nip}#${day}`, answer),
    takeSearch: async (day, limit) => {
      const taken = searches.get(day) ?? 0;
      if (taken >= limit) return false;
      searches.set(day, taken + 1);
      return true;
    },
    spendDay: async (day, limit) => void searches.set(day, Math.max(limit, searches.get(day) ?? 0)),
  };
  return { store, searchesOn: (day: string) => searches.get(day) ?? 0 };
};
