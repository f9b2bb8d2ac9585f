import type { EnvironmentName } from './config';

// Who sets each function variable of config.ts, for the wiring alone (the CDK stacks, the local runtime
// and the template test), so no function's bundle carries the list.

/**
 * Who sets each variable: CDK on AWS and the local runtime on a laptop (`both`), only one of them, or
 * nobody (`default`: the schema's default applies). The CDK stacks and the local runtime type their
 * environment with `AwsEnvironment` and `LocalEnvironment`, so neither can miss or invent a variable,
 * and the template test reads the AWS list from here (infra/README.md says what each one means).
 */
export const environmentSources = {
  TABLE_NAME: 'both',
  EVENT_BUS_NAME: 'both',
  MAIL_FROM: 'both',
  SALES_EMAIL: 'both',
  LIVE_ENDPOINT: 'both',
  DOCUMENTS_BUCKET: 'both',
  SITE_BUCKET: 'both',
  EXPORTS_BUCKET: 'both',
  SITE_ORIGIN: 'both',
  USER_POOL_ID: 'both',
  USER_POOL_CLIENT_ID: 'both',
  USER_POOL_ENDPOINT: 'local',
  USER_POOL_DOMAIN: 'aws',
  DYNAMODB_TIMEOUT_MS: 'local',
  VAT_REGISTER_ENDPOINT: 'local',
  FINANCING_PARTNER: 'default',
  VIES_ENDPOINT: 'local',
  PARCEL_LOCKERS_ENDPOINT: 'local',
  ORIGIN_SECRET: 'both',
  TOKEN_ISSUER: 'both',
  PRZELEWY24_ENDPOINT: 'local',
  PRZELEWY24_MERCHANT_ID: 'both',
  PRZELEWY24_POS_ID: 'both',
  PRZELEWY24_CRC: 'local',
  PRZELEWY24_API_KEY: 'local',
  PRZELEWY24_SECRET_ARN: 'aws',
  KSEF_ENDPOINT: 'local',
  KSEF_QR_ORIGIN: 'local',
  KSEF_TOKEN: 'local',
  KSEF_OFFLINE_CERTIFICATE_SERIAL: 'local',
  KSEF_OFFLINE_CERTIFICATE_KEY: 'local',
  KSEF_SECRET_ARN: 'aws',
  PARTNER_CENTER_ENDPOINT: 'local',
  PARTNER_CENTER_AUTHORITY: 'local',
  PARTNER_CENTER_TENANT_ID: 'local',
  PARTNER_CENTER_CLIENT_ID: 'local',
  PARTNER_CENTER_CLIENT_SECRET: 'local',
  PARTNER_CENTER_REFRESH_TOKEN: 'local',
  PARTNER_CENTER_SECRET_ARN: 'aws',
  GRAPH_ENDPOINT: 'local',
  GRAPH_AUTHORITY: 'local',
  GRAPH_CLIENT_ID: 'local',
  GRAPH_CLIENT_SECRET: 'local',
  GRAPH_SECRET_ARN: 'aws',
  ALLEGRO_ENDPOINT: 'local',
  ALLEGRO_AUTHORITY: 'local',
  ALLEGRO_CLIENT_ID: 'local',
  ALLEGRO_CLIENT_SECRET: 'local',
  ALLEGRO_SECRET_ARN: 'aws',
} as const satisfies Record<EnvironmentName, 'both' | 'aws' | 'local' | 'default'>;
type Sources = typeof environmentSources;
type SetBy<Where> = { [K in keyof Sources]: Sources[K] extends Where ? K : never }[keyof Sources];

/** The variables CDK sets on AWS, each a string (or a token that deploys as one). */
export type AwsEnvironment = Record<SetBy<'both' | 'aws'>, string>;
/** The variables the local runtime sets. */
export type LocalEnvironment = Record<SetBy<'both' | 'local'>, string>;
export const awsEnvironmentNames = (Object.keys(environmentSources) as EnvironmentName[]).filter(
  (name) => environmentSources[name] === 'both' || environmentSources[name] === 'aws',
);
