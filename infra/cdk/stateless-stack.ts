import { CfnOutput, Fn, SecretValue, Stack, type StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { przelewy24Production } from '#functions/lib/config';
import type { AwsEnvironment } from '#functions/lib/environment-sources';
import { siteSecurityHeaders } from '../security-headers';
import * as wiring from '../wiring';
import { LiveApi } from './live-api';
import type { FunctionContext } from './shop-function';
import { ShopHttpApi, tokenIssuer } from './shop-http-api';
import { SiteDistribution } from './site-distribution';
import type { StatefulStack } from './stateful-stack';

export interface StatelessStackProps extends StackProps {
  stateful: StatefulStack;
  /** Sender address of shop e-mails (MAIL_FROM). */
  mailFrom: string;
  /** Where customers' questions for the sales team go (SALES_EMAIL). */
  salesEmail: string;
  /** The shop's public origin (canonical links of pre-rendered pages), e.g. `https://sklep.example`. */
  siteOrigin: string;
  /** The site's certificate in us-east-1 (`shop:siteCertificateArn`), for the host of `siteOrigin`. */
  siteCertificateArn: string;
  /** The HTTP API's domain name and its certificate in this region (`shop:apiDomain`, `shop:apiCertificateArn`). */
  apiDomain: { name: string; certificateArn: string };
  /** The distribution's web ACL (edge stack). */
  webAclArn: string;
  /** The Przelewy24 account's merchant and POS ids (`shop:przelewy24MerchantId`, `shop:przelewy24PosId`). */
  przelewy24: { merchantId: string; posId: string };
}

/**
 * Code and plumbing, all rebuilt from `infra/wiring.ts`: the API groups' functions, the HTTP and
 * WebSocket APIs, CDN; the consumers and schedules are the events stack's (events-stack.ts), built with
 * this stack's function context.
 */
export class StatelessStack extends Stack {
  /** What every function is built with: table, bus, buckets, secrets, environment, the live stage. */
  readonly context: FunctionContext & { liveStage: LiveApi['stage'] };
  readonly httpApi: ShopHttpApi['api'];

  constructor(scope: Construct, id: string, props: StatelessStackProps) {
    super(scope, id, props);
    const { table, bus, userPool, userPoolClient, buckets } = props.stateful;
    // CloudFront sends it to the API with every request; the functions refuse requests without it, so
    // a direct call of the API's own domain cannot skip the distribution and its WAF. Secrets Manager
    // `shop/origin-secret` must exist before the first deploy (a random string of 32+ characters).
    const originSecret = SecretValue.secretsManager('shop/origin-secret').unsafeUnwrap();
    // The Przelewy24 keys, JSON `{ crc, apiKey }` in Secrets Manager `shop/przelewy24` (made before the
    // first deploy, like the origin secret); only functions granted `paymentProviderSecret` read it.
    const paymentProviderSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'Przelewy24Secret',
      'shop/przelewy24',
    );
    // The KSeF token and offline certificate, JSON `{ token, offlineCertificateSerial,
    // offlineCertificateKey }` in `shop/ksef` (made before the first deploy); read by `ksefSecret` grants.
    const ksefSecret = secretsmanager.Secret.fromSecretNameV2(this, 'KsefSecret', 'shop/ksef');
    // The Partner Center app, JSON `{ tenantId, clientId, clientSecret, refreshToken }` in
    // `shop/partner-center` (made before the first deploy); read by `partnerCenterSecret` grants.
    const partnerCenterSecret = secretsmanager.Secret.fromSecretNameV2(
      this,
      'PartnerCenterSecret',
      'shop/partner-center',
    );
    // The shop's Graph app (multi-tenant), JSON `{ clientId, clientSecret }` in `shop/graph` (made before
    // the first deploy); read by `graphSecret` grants to manage a customer tenant's users.
    const graphSecret = secretsmanager.Secret.fromSecretNameV2(this, 'GraphSecret', 'shop/graph');
    // The shop's Allegro application (device flow), JSON `{ clientId, clientSecret }` in `shop/allegro`
    // (made before the first deploy); read by `allegroSecret` grants.
    const allegroSecret = secretsmanager.Secret.fromSecretNameV2(this, 'AllegroSecret', 'shop/allegro');

    const base = {
      table,
      bus,
      userPoolArn: userPool.userPoolArn,
      documentsBucket: buckets.documents,
      siteBucket: buckets.site,
      exportsBucket: buckets.exports,
      mailFrom: props.mailFrom,
      paymentProviderSecret,
      ksefSecret,
      partnerCenterSecret,
      graphSecret,
      allegroSecret,
      environment: {
        TABLE_NAME: table.tableName,
        EVENT_BUS_NAME: bus.eventBusName,
        MAIL_FROM: props.mailFrom,
        SALES_EMAIL: props.salesEmail,
        USER_POOL_ID: userPool.userPoolId,
        USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
        // Host of the hosted domain (no scheme), as Amplify's `loginWith.oauth.domain` wants it.
        USER_POOL_DOMAIN: Fn.select(2, Fn.split('/', props.stateful.userPoolDomain.baseUrl())),
        TOKEN_ISSUER: tokenIssuer(this, userPool),
        DOCUMENTS_BUCKET: buckets.documents.bucketName,
        SITE_BUCKET: buckets.site.bucketName,
        EXPORTS_BUCKET: buckets.exports.bucketName,
        SITE_ORIGIN: props.siteOrigin,
        ORIGIN_SECRET: originSecret,
        PRZELEWY24_MERCHANT_ID: props.przelewy24.merchantId,
        PRZELEWY24_POS_ID: props.przelewy24.posId,
        PRZELEWY24_SECRET_ARN: paymentProviderSecret.secretArn,
        KSEF_SECRET_ARN: ksefSecret.secretArn,
        PARTNER_CENTER_SECRET_ARN: partnerCenterSecret.secretArn,
        GRAPH_SECRET_ARN: graphSecret.secretArn,
        ALLEGRO_SECRET_ARN: allegroSecret.secretArn,
        // LIVE_ENDPOINT is added by ShopFunction to the functions granted `live`.
      } satisfies Omit<AwsEnvironment, 'LIVE_ENDPOINT'>,
    };
    const live = new LiveApi(this, 'Live', { context: base });
    const context = { ...base, liveStage: live.stage };

    const http = new ShopHttpApi(this, 'Http', {
      groups: wiring.api,
      context,
      userPool,
      userPoolClient,
      domain: props.apiDomain,
    });

    this.context = context;
    this.httpApi = http.api;

    const site = new SiteDistribution(this, 'Site', {
      // Imported, so OAC does not try to write the bucket policy back into the stateful stack.
      siteBucket: s3.Bucket.fromBucketAttributes(this, 'SiteBucket', {
        bucketArn: buckets.site.bucketArn,
        bucketRegionalDomainName: buckets.site.bucketRegionalDomainName,
      }),
      apiDomain: props.apiDomain.name,
      originSecret,
      domain: { name: new URL(props.siteOrigin).host, certificateArn: props.siteCertificateArn },
      webAclArn: props.webAclArn,
      logsBucket: props.stateful.logsBucket,
      securityHeaders: siteSecurityHeaders({
        // Amplify calls Cognito and the hosted domain (token exchange); the live status is a WebSocket.
        connectOrigins: [
          `https://cognito-idp.${this.region}.${this.urlSuffix}`,
          props.stateful.userPoolDomain.baseUrl(),
          `wss://${live.api.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
        ],
        // Pages send the buyer to Przelewy24's hosted page: on AWS the functions use the default of
        // PRZELEWY24_ENDPOINT (functions/lib/config.ts), which CDK does not override.
        paymentOrigin: przelewy24Production,
      }),
    });

    new CfnOutput(this, 'SiteUrl', { value: props.siteOrigin });
    // DNS: the site's host name → this (CNAME or alias), the API's → ApiDomainTarget.
    new CfnOutput(this, 'DistributionDomainName', { value: site.distribution.distributionDomainName });
    new CfnOutput(this, 'ApiDomainTarget', { value: http.domainName.regionalDomainName });
    new CfnOutput(this, 'ApiUrl', { value: `https://${props.apiDomain.name}` });
    new CfnOutput(this, 'WebSocketUrl', { value: live.stage.url });
    new CfnOutput(this, 'UserPoolId', { value: userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: userPoolClient.userPoolClientId });
    // Where the web build goes, and what to invalidate after uploading it.
    new CfnOutput(this, 'SiteBucketName', { value: buckets.site.bucketName });
    new CfnOutput(this, 'DistributionId', { value: site.distribution.distributionId });
  }
}
