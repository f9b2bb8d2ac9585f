import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { describe, expect, it } from 'vitest';
import { awsEnvironmentNames } from '#functions/lib/environment-sources';
import { outboxKeys } from '#functions/lib/table/outbox';
import { provisioningBudgetMs, provisioningRetries } from '#functions/use-cases/csp/provision-subscription';
import { repoRoot } from '#infra/cdk/shop-function';
import { ShopHttpApi } from '#infra/cdk/shop-http-api';
import { StatefulStack } from '#infra/cdk/stateful-stack';
import * as wiring from '#infra/wiring';
import { installedClosure, nativeArchitectureOf } from '#infra/wiring/installed-packages';
import { passwordRule } from '#shared/identity/password';
import { actionsOf, functionByEntry, type Props, synthShop, templateOf } from './synth';

const { stateful, stateless, events } = synthShop();

const resources = (template: Template, type: string, props?: Props): [string, Props][] =>
  Object.entries(template.findResources(type, props ? { Properties: props } : undefined)).map(([id, r]) => [
    id,
    r.Properties ?? {},
  ]);
const only = (template: Template, type: string, props: Props): [string, Props] => {
  const found = resources(template, type, props);
  expect(found, `${type} ${JSON.stringify(props)}`).toHaveLength(1);
  return found[0] as [string, Props];
};
const arnOf = (logicalId: string) => ({ 'Fn::GetAtt': [logicalId, 'Arn'] });
const fnId = (entry: string) => functionByEntry(stateless, entry).logicalId;

/** The Lambda an HTTP or WebSocket route is integrated with. */
const routeFunction = (template: Template, route: Props): string => {
  const integrationId = route.Target['Fn::Join'][1][1].Ref as string;
  const integration = template.toJSON().Resources[integrationId].Properties;
  const uri = integration.IntegrationUri;
  // HTTP: GetAtt of the function; WebSocket: an invocation ARN joined around it.
  const getAtt =
    uri['Fn::GetAtt'] ?? uri['Fn::Join'][1].find((part: Props) => part['Fn::GetAtt'])['Fn::GetAtt'];
  return getAtt[0];
};

describe('stateful stack', () => {
  it('has the single table with its keys, indexes, TTL, stream and point-in-time recovery', () => {
    const { table } = wiring;
    const [, props] = only(stateful, 'AWS::DynamoDB::Table', { TableName: table.name });
    expect(props.KeySchema).toEqual([
      { AttributeName: table.partitionKey, KeyType: 'HASH' },
      { AttributeName: table.sortKey, KeyType: 'RANGE' },
    ]);
    expect(props.BillingMode).toBe('PAY_PER_REQUEST');
    expect(props.GlobalSecondaryIndexes).toEqual(
      table.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    expect(props.TimeToLiveSpecification).toEqual({ AttributeName: table.ttlAttribute, Enabled: true });
    expect(props.StreamSpecification).toEqual({ StreamViewType: table.stream });
    expect(props.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
    stateful.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
  });

  it('has the event bus', () => {
    stateful.hasResourceProperties('AWS::Events::EventBus', { Name: wiring.eventBus.name });
  });

  it('has the user pool with the shared password rule, e-mail sign-in and the groups', () => {
    const policy = passwordRule;
    const [, pool] = only(stateful, 'AWS::Cognito::UserPool', { UserPoolName: wiring.userPool.name });
    expect(pool.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: policy.minLength,
      RequireNumbers: policy.requireDigits,
      RequireLowercase: policy.requireLowercase,
      RequireUppercase: policy.requireUppercase,
      RequireSymbols: policy.requireSymbols,
    });
    expect(pool.UsernameAttributes).toEqual(['email']);
    // Multi-factor sign-in: TOTP for whoever sets it up (staff groups require it in the pre-token trigger), never SMS.
    expect(pool.MfaConfiguration).toBe('OPTIONAL');
    expect(pool.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.AdminCreateUserConfig).toEqual({ AllowAdminCreateUserOnly: false });
    for (const group of wiring.userPool.groups) {
      stateful.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: group });
    }
    stateful.resourceCountIs('AWS::Cognito::UserPoolGroup', wiring.userPool.groups.length);
  });

  it('has a public web client that signs in with USER_PASSWORD_AUTH and refresh tokens, its tokens lasting 15 minutes', () => {
    const [, client] = only(stateful, 'AWS::Cognito::UserPoolClient', {
      ClientName: wiring.userPool.clientName,
    });
    expect(client.GenerateSecret).toBe(false);
    expect(client).toMatchObject({
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes' },
    });
    expect([...client.ExplicitAuthFlows].sort()).toEqual([
      'ALLOW_REFRESH_TOKEN_AUTH',
      'ALLOW_USER_PASSWORD_AUTH',
    ]);
  });

  it('has private, encrypted, TLS-only buckets, the documents one versioned', () => {
    const buckets = resources(stateful, 'AWS::S3::Bucket');
    // The wiring's buckets and the access log bucket.
    expect(buckets).toHaveLength(wiring.buckets.length + 1);
    for (const [id, props] of buckets) {
      expect(props.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(props.BucketEncryption).toBeDefined();
      only(stateful, 'AWS::S3::BucketPolicy', {
        Bucket: { Ref: id },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
    expect(buckets.filter(([, p]) => p.VersioningConfiguration?.Status === 'Enabled')).toHaveLength(1);
  });
});

describe('stateless and events stacks: functions', () => {
  const functions = wiring.allFunctions();
  const count = (template: typeof stateless) =>
    Object.keys(template.findResources('AWS::Lambda::Function')).length;

  it('deploys exactly the functions of the wiring: one per API group in the stateless stack, the rest in the events stack', () => {
    expect(count(stateless) + count(events)).toBe(functions.length);
    for (const group of wiring.api) expect(fnId(group.entry)).toBeTruthy();
    expect(count(stateless)).toBe(wiring.api.length + 1);
  });

  it.each(functions.map((f) => [f.entry, f] as const))(
    '%s: Node.js 22 on arm64 (on the CPU of a native build it ships) with the wiring sizes',
    (entry, decl) => {
      const props = functionByEntry(templateOf(entry), entry).resource.Properties;
      expect(props.Runtime).toBe('nodejs22.x');
      const native = nativeArchitectureOf(installedClosure(repoRoot, decl.nodeModules ?? []));
      expect(props.Architectures).toEqual([native ?? 'arm64']);
      expect(props.Timeout).toBe(decl.timeoutSeconds);
      expect(props.MemorySize).toBe(decl.memoryMb);
      expect(props.LoggingConfig.LogGroup).toBeDefined();
      const env = Object.keys(props.Environment.Variables);
      // Every variable functions/lib/config.ts says CDK sets; LIVE_ENDPOINT only where `live` or `liveAddress` is granted.
      expect(env).toEqual(
        expect.arrayContaining(awsEnvironmentNames.filter((name) => name !== 'LIVE_ENDPOINT')),
      );
      expect(env.includes('LIVE_ENDPOINT')).toBe(Boolean(decl.grants.live || decl.grants.liveAddress));
    },
  );

  it.each(functions.map((f) => [f.entry, f] as const))(
    '%s: holds exactly the grants it declares',
    (entry, decl) => {
      const actions = actionsOf(templateOf(entry), entry);
      const { grants } = decl;
      expect(actions.includes('dynamodb:Query')).toBe(grants.table !== undefined);
      expect(actions.includes('dynamodb:PutItem')).toBe(grants.table === 'readWrite');
      expect(actions.includes('events:PutEvents')).toBe(Boolean(grants.events));
      expect(actions.includes('ses:SendEmail')).toBe(Boolean(grants.mail));
      expect(actions.includes('execute-api:ManageConnections')).toBe(Boolean(grants.live));
      expect(actions.includes('secretsmanager:GetSecretValue')).toBe(wiring.readsSecrets(grants));
      expect(actions.includes('s3:GetObject*')).toBe(
        grants.documents !== undefined || grants.site !== undefined || grants.exports !== undefined,
      );
      expect(actions.includes('s3:PutObject')).toBe(
        grants.documents === 'readWrite' || grants.site === 'readWrite' || grants.exports === 'readWrite',
      );
    },
  );

  it.each(functions.map((f) => [f.entry, f] as const))(
    '%s: reads exactly the secrets its grants name',
    (entry, { grants }) => {
      const template = templateOf(entry);
      const roleId = functionByEntry(template, entry).resource.Properties.Role['Fn::GetAtt'][0];
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => policy.Properties.Roles.some((role: Props) => role.Ref === roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Props[])
        .filter((statement) => [statement.Action].flat().includes('secretsmanager:GetSecretValue'));
      const names = [
        ...JSON.stringify(statements.map((statement) => statement.Resource)).matchAll(
          /secret:(shop\/[a-z0-9-]+?)-\?{6}/g,
        ),
      ].map((match) => match[1]);
      const expected = [
        grants.paymentProviderSecret && 'shop/przelewy24',
        grants.ksefSecret && 'shop/ksef',
        grants.partnerCenterSecret && 'shop/partner-center',
        grants.graphSecret && 'shop/graph',
        grants.allegroSecret && 'shop/allegro',
      ].filter(Boolean);
      expect([...new Set(names)].sort()).toEqual(expected.sort());
    },
  );

  it('gives the read-only common group no write access to the table', () => {
    const actions = actionsOf(stateless, 'functions/common/handler.ts');
    for (const write of [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:DeleteItem',
      'dynamodb:BatchWriteItem',
    ]) {
      expect(actions).not.toContain(write);
    }
  });
});

describe('stateless stack: HTTP API', () => {
  const routes = wiring.api.flatMap((group) => group.routes.map((route) => ({ group, route })));

  it.each(routes.map(({ group, route }) => [`${route.method} ${route.path}`, group, route] as const))(
    '%s goes to its group with the right authorization',
    (routeKey, group, route) => {
      const [, props] = only(stateless, 'AWS::ApiGatewayV2::Route', { RouteKey: routeKey });
      expect(routeFunction(stateless, props)).toBe(fnId(group.entry));
      if (route.access === 'public') {
        expect(props.AuthorizationType).toBe('NONE');
        expect(props.AuthorizerId).toBeUndefined();
      } else {
        expect(props.AuthorizationType).toBe('JWT');
        const authorizer = stateless.toJSON().Resources[props.AuthorizerId.Ref].Properties;
        expect(JSON.stringify(authorizer.JwtConfiguration.Issuer)).toContain('https://cognito-idp.');
        expect(authorizer.JwtConfiguration.Audience).toHaveLength(1);
      }
    },
  );

  it.each(wiring.api.map((g) => [g.group, g] as const))(
    'API Gateway may invoke the %s function',
    (_, group) => {
      only(stateless, 'AWS::Lambda::Permission', {
        FunctionName: arnOf(fnId(group.entry)),
        Principal: 'apigateway.amazonaws.com',
      });
    },
  );

  it('has no route the wiring does not declare', () => {
    const httpApi = only(stateless, 'AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' })[0];
    expect(resources(stateless, 'AWS::ApiGatewayV2::Route', { ApiId: { Ref: httpApi } })).toHaveLength(
      routes.length,
    );
  });

  it('throttles the default stage', () => {
    stateless.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingBurstLimit: Match.anyValue(), ThrottlingRateLimit: Match.anyValue() },
    });
  });
});

describe('stateless stack: WebSocket API', () => {
  it('selects routes by body action and sends every route to the live function', () => {
    const [api] = only(stateless, 'AWS::ApiGatewayV2::Api', {
      ProtocolType: 'WEBSOCKET',
      RouteSelectionExpression: '$request.body.action',
    });
    const routes = resources(stateless, 'AWS::ApiGatewayV2::Route', { ApiId: { Ref: api } });
    expect(routes.map(([, r]) => r.RouteKey).sort()).toEqual([...wiring.websocket.routes].sort());
    for (const [, route] of routes)
      expect(routeFunction(stateless, route)).toBe(fnId(wiring.websocket.function.entry));
    stateless.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: api },
      StageName: wiring.websocket.stage,
      AutoDeploy: true,
    });
  });
});

describe('events stack', () => {
  const eventsFnId = (entry: string) => functionByEntry(events, entry).logicalId;
  it.each(wiring.rules.map((r) => [r.name, r] as const))(
    '%s: pattern → queue with DLQ → consumer',
    (_, rule) => {
      const [, props] = only(events, 'AWS::Events::Rule', { Name: rule.name });
      expect(props.EventPattern).toEqual(rule.pattern);
      expect(props.Targets).toHaveLength(1);
      const queueId = props.Targets[0].Arn['Fn::GetAtt'][0] as string;

      const queue = events.toJSON().Resources[queueId].Properties;
      expect(queue.QueueName).toBe(rule.queue.name);
      expect(queue.RedrivePolicy.maxReceiveCount).toBe(rule.queue.maxReceiveCount);
      expect(queue.VisibilityTimeout).toBe(wiring.visibilityTimeoutSeconds(rule));
      expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * rule.consumer.timeoutSeconds);
      expect(queue.SqsManagedSseEnabled).toBe(true);
      const dlqId = queue.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
      expect(events.toJSON().Resources[dlqId].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);

      events.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queueId }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Action: 'sqs:SendMessage', Principal: { Service: 'events.amazonaws.com' } }),
          ]),
        },
      });
      only(events, 'AWS::Lambda::EventSourceMapping', {
        EventSourceArn: arnOf(queueId),
        FunctionName: { Ref: eventsFnId(rule.consumer.entry) },
        BatchSize: rule.queue.batchSize,
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
    },
  );

  it('lets a provisioning run finish inside its consumer, and ask Microsoft again before its dead-letter queue', () => {
    const rule = wiring.rules.find(({ name }) => name === 'subscription-provisioning');
    // After polling for its budget a run still records the outcome, cancels at Partner Center or asks
    // for a retry: half a minute to spare, so Lambda never cuts it off mid-step.
    expect((rule?.consumer.timeoutSeconds ?? 0) * 1000).toBeGreaterThanOrEqual(provisioningBudgetMs + 30_000);
    expect(provisioningRetries).toBeLessThan(rule?.queue.maxReceiveCount ?? 0);
  });

  it('feeds only INSERTs of outbox items from the table stream to the publisher', () => {
    const { outboxPublisher: publisher } = wiring;
    const [, mapping] = only(events, 'AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: eventsFnId(publisher.entry) },
    });
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: publisher.batchSize,
      MaximumRetryAttempts: publisher.maxRetries,
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } } },
    });
    expect(JSON.stringify(mapping.EventSourceArn)).toContain('StreamArn');
    expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      {
        eventName: ['INSERT'],
        dynamodb: { Keys: { [wiring.table.partitionKey]: { S: [{ prefix: outboxKeys.prefix }] } } },
      },
    ]);
  });

  it.each(wiring.schedules.map((s) => [s.name, s] as const))(
    'schedule %s invokes its function',
    (_, schedule) => {
      events.hasResourceProperties('AWS::Scheduler::Schedule', {
        Name: schedule.name,
        ScheduleExpression: schedule.expression,
        State: 'ENABLED',
        Target: {
          Arn: arnOf(eventsFnId(schedule.target.entry)),
          RetryPolicy: { MaximumRetryAttempts: schedule.retryAttempts },
        },
      });
    },
  );
});

describe('stateless stack: CloudFront', () => {
  const [, { DistributionConfig: config }] = only(stateless, 'AWS::CloudFront::Distribution', {});
  const behaviour = (pattern: string) => config.CacheBehaviors.find((b: Props) => b.PathPattern === pattern);
  const origin = (id: string) => config.Origins.find((o: Props) => o.Id === id);
  const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
  const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

  it('serves the site bucket through origin access control, HTTPS only', () => {
    stateless.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(config.DefaultRootObject).toBe('index.html');
    expect(origin(config.DefaultCacheBehavior.TargetOriginId).OriginAccessControlId).toBeDefined();
    for (const b of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(b.ViewerProtocolPolicy).toBe('redirect-to-https');
      expect(b.ResponseHeadersPolicyId).toBeDefined();
    }
    expect(config.CustomErrorResponses).toContainEqual(
      expect.objectContaining({ ResponseCode: 404, ResponsePagePath: '/404/index.html' }),
    );
  });

  it('sends /api/* uncached to the HTTP API with every method', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: cachingDisabled,
      OriginRequestPolicyId: allViewerExceptHostHeader,
    });
    expect(api.AllowedMethods).toHaveLength(7);
    const [, domain] = only(stateless, 'AWS::ApiGatewayV2::DomainName', {});
    expect(origin(api.TargetOriginId).DomainName).toBe(domain.DomainName);
  });

  it('sends the front-door secret to the API, which every API function checks', () => {
    const secret = '{{resolve:secretsmanager:shop/origin-secret:SecretString:::}}';
    const apiOrigin = origin(behaviour('/api/*').TargetOriginId);
    expect(apiOrigin.OriginCustomHeaders).toEqual([{ HeaderName: 'x-origin-secret', HeaderValue: secret }]);
    for (const group of wiring.api) {
      const { resource } = functionByEntry(stateless, group.entry);
      expect(resource.Properties.Environment.Variables.ORIGIN_SECRET, group.group).toBe(secret);
    }
  });

  it('rewrites robots.txt and sitemaps to the common group', () => {
    const [fnId, fn] = only(stateless, 'AWS::CloudFront::Function', {
      FunctionCode: Match.stringLikeRegexp("'/api/common' \\+ request.uri"),
    });
    expect(fn.FunctionCode).toContain("'/api/common' + request.uri");
    expect(fn.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    for (const pattern of ['/api/*', '/robots.txt', '/sitemap*.xml']) {
      const b = behaviour(pattern);
      expect(b.TargetOriginId).toBe(behaviour('/api/*').TargetOriginId);
      expect(b.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
      ]);
    }
  });

  it('outputs the URLs and Cognito ids the web needs', () => {
    for (const name of ['SiteUrl', 'ApiUrl', 'WebSocketUrl', 'UserPoolId', 'UserPoolClientId']) {
      stateless.hasOutput(name, {});
    }
  });
});

// The wiring has no signed-in routes yet; this proves the authorizer path with declared-alike ones.
describe('HTTP API authorizer for customer and finance routes', () => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const state = new StatefulStack(app, 'State');
  const stack = new Stack(app, 'Api');
  const liveApi = new apigw.WebSocketApi(stack, 'Live');
  const http = new ShopHttpApi(stack, 'Http', {
    groups: [
      {
        group: 'orders',
        entry: 'functions/orders/handler.ts',
        timeoutSeconds: 10,
        memoryMb: 512,
        grants: { table: 'readWrite' },
        routes: [
          { method: 'GET', path: '/api/orders', access: 'customer' },
          { method: 'GET', path: '/api/orders/finance', access: 'finance' },
          { method: 'GET', path: '/api/orders/public', access: 'public' },
        ],
      },
    ],
    context: {
      table: state.table,
      bus: state.bus,
      documentsBucket: state.buckets.documents,
      siteBucket: state.buckets.site,
      mailFrom: 'shop@example.com',
      environment: {},
      liveStage: new apigw.WebSocketStage(stack, 'Stage', { webSocketApi: liveApi, stageName: 'live' }),
    },
    userPool: state.userPool,
    userPoolClient: state.userPoolClient,
    domain: {
      name: 'api.example.com',
      certificateArn: 'arn:aws:acm:eu-central-1:000000000000:certificate/x',
    },
  });
  const template = Template.fromStack(stack);

  it('checks Cognito tokens of the pool for the web client on customer and finance routes only', () => {
    const [authorizerId, authorizer] = only(template, 'AWS::ApiGatewayV2::Authorizer', {
      AuthorizerType: 'JWT',
    });
    expect(authorizer.IdentitySource).toEqual(['$request.header.Authorization']);
    const config = JSON.stringify(authorizer.JwtConfiguration);
    expect(config).toContain('https://cognito-idp.');
    expect(config).toContain('UserPool');
    expect(config).toContain('WebClient');
    for (const path of ['/api/orders', '/api/orders/finance']) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `GET ${path}`,
        AuthorizationType: 'JWT',
        AuthorizerId: { Ref: authorizerId },
      });
    }
    template.hasResourceProperties('AWS::ApiGatewayV2::Route', {
      RouteKey: 'GET /api/orders/public',
      AuthorizationType: 'NONE',
    });
    expect(http.functions.orders).toBeDefined();
  });
});

describe("the web client's write list", () => {
  it('lets the site write only the standard sign-up attributes, never a custom one', () => {
    const [, client] = only(stateful, 'AWS::Cognito::UserPoolClient', {
      ClientName: wiring.userPool.clientName,
    });
    expect([...client.WriteAttributes].sort()).toEqual(['email', 'locale', 'name', 'phone_number']);
    expect([...client.WriteAttributes].sort()).toEqual([...wiring.userPool.writeAttributes].sort());
  });
});
