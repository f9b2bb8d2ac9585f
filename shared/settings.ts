import { currencies, defaultCurrency, defaultLanguage, languages, markets } from './locale';

// Business constants of spec section 9 that the site reads from `GET /api/common/settings`.

export const appVersion = 'v2.6.2';

/** Minutes the site and functions may cache basic data and the home screen. */
export const cacheLifespanMinutes = 15;

export interface MaintenanceSettings {
  enabled: boolean;
  /** Daily window announced to customers, local shop time `HH:MM`. */
  window: { from: string; to: string };
}

export const defaultMaintenance: MaintenanceSettings = {
  enabled: false,
  window: { from: '07:00', to: '12:00' },
};

/**
 * Where the site's Amplify signs in. `endpoint` only locally (the runtime's Cognito proxy, a path);
 * `oauthDomain` (the hosted domain's host, for Google and Facebook) only on AWS: without it the site
 * says that third-party sign-in needs the deployed pool.
 */
export interface AuthSettings {
  userPoolId: string;
  clientId: string;
  endpoint?: string;
  oauthDomain?: string;
}

export interface ShopSettings {
  appVersion: string;
  languages: readonly string[];
  defaultLanguage: string;
  currencies: readonly string[];
  defaultCurrency: string;
  markets: typeof markets;
  maintenance: MaintenanceSettings;
  cacheLifespanMinutes: number;
  auth: AuthSettings;
  /** The live-status WebSocket (`wss://…/live` on AWS, `ws://127.0.0.1:<port>/live` locally). */
  liveUrl: string;
}

export const shopSettings = (
  maintenance: MaintenanceSettings,
  auth: AuthSettings,
  liveUrl: string,
): ShopSettings => ({
  appVersion,
  languages,
  defaultLanguage,
  currencies,
  defaultCurrency,
  markets,
  maintenance,
  cacheLifespanMinutes,
  auth,
  liveUrl,
});

/** AWS closes WebSocket connections after 2 hours; connection records expire with them. */
export const websocketConnectionTtlSeconds = 2 * 60 * 60;
