import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import * as wiring from '../wiring';
import { acknowledge } from './acknowledge';
import { type FunctionContext, ShopFunction } from './shop-function';
import { SocialSignIn } from './social-sign-in';

/** CDK's names of the standard attributes the web client may write (`wiring.userPool.writeAttributes`). */
const standardAttributeKeys = {
  email: 'email',
  name: 'fullname',
  phone_number: 'phoneNumber',
  locale: 'locale',
} as const satisfies Record<
  (typeof wiring.userPool.writeAttributes)[number],
  keyof cognito.StandardAttributesMask
>;

/**
 * Everything that holds data or identities: the single table, the event bus, the user pool and the
 * buckets. It changes rarely and is retained on delete, so the stateless stack can be redeployed (or
 * destroyed and recreated) freely without touching customer data.
 */
export class StatefulStack extends Stack {
  readonly table: dynamodb.Table;
  readonly bus: events.EventBus;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The hosted domain Google and Facebook sign-in redirect through. */
  readonly userPoolDomain: cognito.UserPoolDomain;
  readonly buckets: Record<wiring.BucketName, s3.Bucket>;
  /** Access logs of the buckets (`s3/<bucket>/`) and of the distribution (`cloudfront/`), kept 90 days. */
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.table = this.createTable();
    this.bus = new events.EventBus(this, 'Bus', { eventBusName: wiring.eventBus.name });
    this.logsBucket = this.createLogsBucket();
    this.buckets = {
      site: this.createBucket('SiteBucket'),
      documents: this.createBucket('DocumentsBucket', { versioned: true }),
      exports: this.createBucket('ExportsBucket'),
    };
    this.userPool = this.createUserPool();
    this.addTriggers(this.userPool);
    // The shop's public origin: where Google and Facebook sign-in return to.
    const siteOrigin = String(this.node.tryGetContext('shop:siteOrigin') ?? 'https://example.com');
    const social = new SocialSignIn(this, 'SocialSignIn', { userPool: this.userPool });
    this.userPoolDomain = social.domain;
    this.userPoolClient = this.createWebClient(this.userPool, social, siteOrigin);
    this.allowCloudFrontToReadSite();
  }

  private createTable(): dynamodb.Table {
    const { table: t } = wiring;
    const key = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    const table = new dynamodb.Table(this, 'Table', {
      tableName: t.name,
      partitionKey: key(t.partitionKey),
      sortKey: key(t.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: t.ttlAttribute,
      stream: dynamodb.StreamViewType[t.stream],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of t.indexes) {
      table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: key(index.partitionKey),
        sortKey: key(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    return table;
  }

  private createUserPool(): cognito.UserPool {
    const { userPool: u } = wiring;
    const pool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: u.name,
      signInAliases: { email: true },
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: { ...u.passwordPolicy, tempPasswordValidity: Duration.days(7) },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // TOTP only; staff groups reach a token only with it set up (the pre-token-generation trigger).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(pool, 'COG1', "The spec's password rule (shared/identity/password.ts): no symbol required.");
    acknowledge(
      pool,
      'COG2',
      'MFA is optional for customers; staff groups require TOTP (pre-token trigger).',
    );
    acknowledge(
      pool,
      'COG8',
      'No Plus plan: threat protection costs per active user; WAF, Cognito lockout and the attempt throttles stand in.',
    );
    for (const groupName of u.groups) {
      new cognito.UserPoolGroup(this, `Group-${groupName}`, { userPool: pool, groupName });
    }
    return pool;
  }

  /** The `auth` group's triggers (infra/wiring.ts `cognitoTriggers`), beside the pool they serve. */
  private addTriggers(pool: cognito.UserPool): void {
    const context: FunctionContext = {
      table: this.table,
      bus: this.bus,
      documentsBucket: this.buckets.documents,
      siteBucket: this.buckets.site,
      environment: { TABLE_NAME: this.table.tableName },
      // Naming this pool's ARN would make the pool depend on its own trigger's policy (a cycle).
      userPoolArn: this.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: '*' }),
    };
    for (const [name, decl] of Object.entries(wiring.cognitoTriggers)) {
      const trigger = new ShopFunction(this, `Trigger-${name}`, { decl, context });
      pool.addTrigger(cognito.UserPoolOperation.of(name), trigger.fn);
    }
  }

  /**
   * The site's app client: USER_PASSWORD_AUTH (cognito-local has no SRP; on AWS it also lets Cognito
   * check compromised credentials), CDK adds ALLOW_REFRESH_TOKEN_AUTH; the OAuth code flow serves
   * Google and Facebook sign-in through the hosted domain.
   */
  private createWebClient(
    pool: cognito.UserPool,
    social: SocialSignIn,
    siteOrigin: string,
  ): cognito.UserPoolClient {
    const client = pool.addClient('WebClient', {
      userPoolClientName: wiring.userPool.clientName,
      generateSecret: false,
      authFlows: { userPassword: true },
      accessTokenValidity: Duration.minutes(wiring.userPool.tokenMinutes),
      idTokenValidity: Duration.minutes(wiring.userPool.tokenMinutes),
      preventUserExistenceErrors: true,
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes(
        Object.fromEntries(
          wiring.userPool.writeAttributes.map((name) => [standardAttributeKeys[name], true]),
        ),
      ),
      supportedIdentityProviders: [
        cognito.UserPoolClientIdentityProvider.COGNITO,
        cognito.UserPoolClientIdentityProvider.GOOGLE,
        cognito.UserPoolClientIdentityProvider.FACEBOOK,
      ],
      oAuth: {
        flows: { authorizationCodeGrant: true },
        scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
        callbackUrls: [`${siteOrigin}/`],
        logoutUrls: [`${siteOrigin}/`],
      },
    });
    for (const provider of social.providers) client.node.addDependency(provider);
    return client;
  }

  private createBucket(id: string, props: s3.BucketProps = {}): s3.Bucket {
    return new s3.Bucket(this, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: `s3/${id}/`,
      ...props,
    });
  }

  /** CloudFront's standard logging writes through ACLs, so this bucket's owner only prefers its own objects. */
  private createLogsBucket(): s3.Bucket {
    const logs = new s3.Bucket(this, 'LogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    acknowledge(logs, 'S1', 'The access log bucket itself: logging it into itself would loop.');
    return logs;
  }

  /**
   * Origin access control for the distribution in the stateless stack. Naming that distribution here
   * would make the two stacks depend on each other, so the grant covers this account's distributions
   * (the site is public content anyway); the stateless stack imports the bucket.
   */
  private allowCloudFrontToReadSite(): void {
    const site = this.buckets.site;
    site.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [site.arnForObjects('*')],
        conditions: {
          ArnLike: { 'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*` },
        },
      }),
    );
  }
}
