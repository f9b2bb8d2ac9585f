import { config } from '../config';
import { once } from '../once';
import { graphTenantDirectory } from './graph-client';
import { type GraphApp, secretGraphApp } from './graph-secret';
import type { TenantDirectory } from './port';

export { GraphError, type GraphErrorCode } from './graph-error';
export type { TenantDirectory } from './port';

// The tenant directory port from configuration: the Graph adapter at GRAPH_ENDPOINT, which is
// Microsoft Graph on AWS (the default, the app from Secrets Manager) and the simulator on a laptop.

/** Fails with the variables' names when neither the secret nor the local app is configured. */
const app = (): GraphApp => {
  if (secretGraphApp) return secretGraphApp;
  const settings = config('graph');
  if (settings.GRAPH_CLIENT_ID && settings.GRAPH_CLIENT_SECRET)
    return { clientId: settings.GRAPH_CLIENT_ID, clientSecret: settings.GRAPH_CLIENT_SECRET };
  throw new Error(
    'Function configuration is missing or invalid: GRAPH_SECRET_ARN or GRAPH_CLIENT_ID and GRAPH_CLIENT_SECRET',
  );
};

/** One adapter per container, made on first use (its tokens, one per tenant, are kept between calls). */
export const tenantDirectory: () => TenantDirectory = once(() => {
  const settings = config('graph');
  // The adapter's defaults fit a route's 10 s (csp has 29): 8 s per call, 429 waits cut to 2 s.
  return graphTenantDirectory({
    ...app(),
    endpoint: settings.GRAPH_ENDPOINT,
    authority: settings.GRAPH_AUTHORITY,
  });
});
