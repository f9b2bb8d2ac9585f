import type { NewCustomer } from '#functions/lib/partner-center/partner-center-contract';
import { partnerCenterRest } from '#functions/lib/partner-center/partner-center-rest';
import { partnerCenterTokens } from '#functions/lib/partner-center/partner-center-token';
import { simulatorCredentials } from '#infra/local/simulators/partner-center/partner-center-fixtures';

/** The shop's Partner Center adapter on the simulator served at `endpoint` (`…/_local/partner-center`). */
export const simulatedPartnerCenter = (
  endpoint: string,
  options: { timeoutMs?: number; attempts?: number; clientSecret?: string } = {},
) =>
  partnerCenterRest({
    endpoint,
    token: partnerCenterTokens({
      authority: `${endpoint}/login`,
      partnerTenantId: 'partner',
      ...simulatorCredentials,
      ...(options.clientSecret ? { clientSecret: options.clientSecret } : {}),
    }),
    // The retries' waits are Partner Center's to ask for, not a test's to sit through.
    sleep: async () => undefined,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.attempts ? { attempts: options.attempts } : {}),
  });

/** A new customer `domain` in Warsaw that Partner Center's checks accept. */
export const sampleNewCustomer = (domain: string): NewCustomer => ({
  companyProfile: { domain },
  billingProfile: {
    culture: 'pl-PL',
    email: 'admin@firma.pl',
    language: 'pl',
    companyName: 'Testowa Firma Sp. z o.o.',
    defaultAddress: {
      firstName: 'Anna',
      lastName: 'Nowak',
      addressLine1: 'ul. Prosta 1',
      city: 'Warszawa',
      postalCode: '00-850',
      country: 'PL',
    },
  },
});
