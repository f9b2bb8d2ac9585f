import { createHash } from 'node:crypto';
import { financingTerms } from '#shared/financing/financing-terms';
import type { FinancingApplication, FinancingDecision, FinancingPartner } from './port';

// A local fixture financing partner, like the company register's: it decides at
// once, the same way for the same application, so applying twice for one order answers alike. Its
// rules, which a tester uses on purpose (README.md):
// - an applicant whose e-mail's local part ends in `+odmowa` or `+decline` is declined;
// - consumer credit above 50,000 zł gross is declined (an instalment lender's usual ceiling);
// - everything else is approved.

/** The fixture's credit ceiling, gross grosze: the partner's published maximum (shared/financing/). */
export const fixtureCreditLimit = financingTerms.credit.maximum.PLN ?? 0;

const declinedMarker = /\+(odmowa|decline)@/i;

const declines = ({ kind, amount, currency, applicant }: FinancingApplication): boolean =>
  declinedMarker.test(applicant.email) ||
  (kind === 'credit' && currency === 'PLN' && amount > fixtureCreditLimit);

export const fixtureFinancingPartner: FinancingPartner = {
  apply: async (application): Promise<FinancingDecision> => ({
    applicationId: `FIN-${createHash('sha256').update(application.reference).digest('hex').slice(0, 16).toUpperCase()}`,
    decision: declines(application) ? 'declined' : 'approved',
  }),
};
