import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { type ApiGroupDecl, defaultThrottle } from '../wiring';
import { accessLogs } from './access-logs';
import { acknowledge } from './acknowledge';
import { type FunctionContext, ShopFunction } from './shop-function';

export interface ShopHttpApiProps {
  groups: ApiGroupDecl[];
  context: FunctionContext;
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  /**
   * The API's own domain name (CDK context `shop:apiDomain`) and its ACM certificate in the stack's region
   * (`shop:apiCertificateArn`): the only way in, as the default `execute-api` endpoint is disabled.
   */
  domain: { name: string; certificateArn: string };
}

/** The `/api/<group>/…` HTTP API: one Lambda per API group, every declared route on it. */
export class ShopHttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly domainName: apigw.DomainName;
  /** Lambda per API group. */
  readonly functions: Record<string, ShopFunction> = {};

  constructor(scope: Construct, id: string, props: ShopHttpApiProps) {
    super(scope, id);
    // Callers reach the API only through CloudFront (WAF, headers) and the custom domain it uses as origin.
    this.api = new apigw.HttpApi(this, 'Api', {
      apiName: 'shop-api',
      createDefaultStage: false,
      disableExecuteApiEndpoint: true,
    });
    this.domainName = new apigw.DomainName(this, 'Domain', {
      domainName: props.domain.name,
      certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
      securityPolicy: apigw.SecurityPolicy.TLS_1_2,
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { burstLimit: defaultThrottle.burst, rateLimit: defaultThrottle.rate },
      accessLogSettings: accessLogs(this, 'AccessLogs'),
      domainMapping: { domainName: this.domainName },
    });
    // The authorizer verifies signature, expiry, issuer and audience (`aud` or `client_id`) of the
    // Cognito token. HTTP API JWT authorizers cannot require a group, so `finance` routes also check
    // the `cognito:groups` claim in the handler.
    const authorizer = new HttpJwtAuthorizer('CognitoAuthorizer', tokenIssuer(this, props.userPool), {
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });

    for (const decl of props.groups) {
      const fn = new ShopFunction(this, decl.group, { decl, context: props.context });
      this.functions[decl.group] = fn;
      // One invoke permission per group for the whole API: a group may grow to many routes, and a
      // permission per route would push the function's resource policy towards its 20 KB limit.
      const integration = new HttpLambdaIntegration(`${decl.group}-integration`, fn.fn, {
        scopePermissionToRoute: false,
      });
      for (const route of decl.routes) {
        const [added] = this.api.addRoutes({
          path: route.path,
          methods: [apigw.HttpMethod[route.method]],
          integration,
          authorizer: route.access === 'public' ? undefined : authorizer,
        });
        if (added && route.access === 'public') {
          acknowledge(
            added,
            'APIG4',
            'Public by the wiring: anyone may call it; the handler checks what it must.',
          );
        }
      }
    }
  }
}

/** `https://cognito-idp.{region}.amazonaws.com/{poolId}`; its JWKS is at `{issuer}/.well-known/jwks.json`. */
export function tokenIssuer(scope: Construct, userPool: IUserPool): string {
  const stack = Stack.of(scope);
  return `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${userPool.userPoolId}`;
}
