import { config } from '../config';
import type { VatNumberChecker } from './port';
import { viesRestChecker } from './vies-rest';

export type { VatCheck, VatNumberChecker } from './port';

// The VAT number check port: the VIES REST adapter at VIES_ENDPOINT, which is the EC's service on
// AWS (the default) and the local runtime's simulator on a laptop (README.md).

export const vatNumberChecker = (): VatNumberChecker =>
  viesRestChecker({ endpoint: config('vies').VIES_ENDPOINT });
