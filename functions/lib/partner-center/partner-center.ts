import { config } from '../config';
import { once } from '../once';
import { partnerCenterRest } from './partner-center-rest';
import { type PartnerCenterApp, secretApp } from './partner-center-secret';
import { partnerCenterTokens } from './partner-center-token';
import type { PartnerCenter } from './port';

export { type PartnerCenter, PartnerCenterError } from './port';

// The Partner Center port from configuration: the REST adapter at PARTNER_CENTER_ENDPOINT, which is
// Partner Center on AWS (the default, the app from Secrets Manager) and the simulator on a laptop.

/** Fails with the variables' names when neither the secret nor the local app is configured. */
const app = (): PartnerCenterApp => {
  if (secretApp) return secretApp;
  const settings = config('partnerCenter');
  const local = {
    tenantId: settings.PARTNER_CENTER_TENANT_ID,
    clientId: settings.PARTNER_CENTER_CLIENT_ID,
    clientSecret: settings.PARTNER_CENTER_CLIENT_SECRET,
    refreshToken: settings.PARTNER_CENTER_REFRESH_TOKEN,
  };
  if (local.tenantId && local.clientId && local.clientSecret && local.refreshToken)
    return local as PartnerCenterApp;
  throw new Error(
    'Function configuration is missing or invalid: PARTNER_CENTER_SECRET_ARN or PARTNER_CENTER_TENANT_ID, PARTNER_CENTER_CLIENT_ID, PARTNER_CENTER_CLIENT_SECRET and PARTNER_CENTER_REFRESH_TOKEN',
  );
};

/** One adapter per container, made on first use (its token is kept between calls). */
export const partnerCenter: () => PartnerCenter = once(() => {
  const settings = config('partnerCenter');
  const { tenantId, ...credentials } = app();
  return partnerCenterRest({
    endpoint: settings.PARTNER_CENTER_ENDPOINT,
    token: partnerCenterTokens({
      authority: settings.PARTNER_CENTER_AUTHORITY,
      partnerTenantId: tenantId,
      ...credentials,
    }),
    // Within the csp function's 29 s, whatever Microsoft does: a token (5 s at most), then three
    // attempts of 6 s with backoffs of 0.25 and 0.5 s, or `Retry-After` waits cut to 2 s each (27 s).
    timeoutMs: 6_000,
    attempts: 3,
    maxRetryAfterMs: 2_000,
  });
});
