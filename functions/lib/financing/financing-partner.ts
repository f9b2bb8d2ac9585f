import { config } from '../config';
import { fixtureFinancingPartner } from './fixture-partner';
import type { FinancingPartner } from './port';

export type { FinancingApplication, FinancingDecision, FinancingPartner } from './port';

// The financing partner of credit and leasing; FINANCING_PARTNER selects the adapter. Only the fixture
// exists: the shop has not chosen its lender, and each lender has its own contract (README.md).

const adapters: Record<string, FinancingPartner> = { fixture: fixtureFinancingPartner };

export const financingPartner = (): FinancingPartner => {
  const adapter = adapters[config('financingPartner').FINANCING_PARTNER];
  if (!adapter) throw new Error('no financing partner adapter');
  return adapter;
};
