import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { dynamo as functionsTableClient } from '#functions/lib/dynamo';
import type { LocalEnvironment } from '#functions/lib/environment-sources';
import { publishingDeps } from '#functions/use-cases/blog/publishing-deps';
import { renderAllBlogPages } from '#functions/use-cases/blog/render-article-pages';
import { deps as catalogueDeps } from '#functions/use-cases/catalogue/deps';
import { publishCatalogue } from '#functions/use-cases/catalogue/publish-catalogue';
import { renderAllPages } from '#functions/use-cases/catalogue/render-site-pages';
import { siteSecurityHeaders } from '../security-headers';
import {
  cognitoTriggers,
  eventBus,
  mailLimits,
  outboxPublisher,
  table,
  userPool,
  websocket,
} from '../wiring';
import { catalogueHasRecord } from './catalogue-record';
import { demoProducts } from './demo-catalogue/products';
import { demoStaffTotp } from './demo-staff-totp';
import { createEventBus } from './eventbridge/bus';
import { createEventBridgeEndpoint } from './eventbridge/endpoint';
import { compilePattern } from './eventbridge/pattern';
import { createHttpGateway } from './http-gateway/create-http-gateway';
import { functionName, lambda } from './lambda';
import {
  countApiRequests,
  countPutEvents,
  countQueueDeliveries,
  countQueueSend,
  countSiteRequests,
  countTableRequests,
  countWebSocketPosts,
  operationsRoute,
} from './operation-counter';
import { freePort } from './ports';
import { createScheduler } from './scheduler/scheduler';
import { seed } from './seed';
import { cognitoLocalDbDir, startCognitoLocal } from './services/cognito-local';
import { deliverCustomMessages } from './services/cognito-mail';
import { createCognitoProxy } from './services/cognito-proxy';
import { overrideTokenGroups } from './services/cognito-token-groups';
import { cognitoLocalTriggerFunctions } from './services/cognito-triggers';
import { writeDemoPictures } from './services/demo-pictures';
import { startDynamoDbLocal } from './services/dynamodb-local';
import { createLambdaInvokeEndpoint, isInvocation } from './services/lambda-invoke';
import { credentialsHandler, credentialsPath, localAccount, localRegion } from './services/local-aws';
import { createMailOutbox } from './services/mail-outbox';
import { startS3Local } from './services/s3-local';
import {
  bucketObjectReader,
  bucketPageReader,
  deploySiteShell,
  markPagesRendered,
  renderedPagesCurrent,
} from './services/site-bucket';
import { createOutsideSystems } from './simulators/outside-systems';
import { startPrzelewy24Sandbox } from './simulators/przelewy24/sandbox-server';
import { createSiteServer } from './site-server';
import { createQueue, type Queue } from './sqs/queue';
import { queuesRoute } from './sqs/queues-route';
import { fileCheckpoint } from './streams/file-checkpoint';
import { createStreamPoller } from './streams/stream-poller';
import { wakeOnClientWrites, wakeOnDataFolderWrites } from './streams/wake-on-writes';
import { localTopology } from './topology';
import { createWebSocketApi } from './websocket/create-websocket-api';

// The whole shop on one machine: real DynamoDB Local, cognito-local and s3rver, our emulators of the
// rest, and the same handlers the CDK app deploys, all wired from infra/wiring.ts.

/**
 * The longest wait between polls of a stream that stays empty (the poller doubles its wait up to it):
 * writes wake it at once, so this only bounds a write nothing saw; an idle shop polls 6 times a minute.
 */
const streamIdleIntervalMs = 10_000;

/** Same origin as the site, so Amplify calls it without CORS. */
const cognitoProxyPath = '/_local/cognito';

/** How long one request to DynamoDB Local may take before it is tried once more (functions/lib/dynamo.ts). */
export const localDynamoTimeoutMs = 3000;

export interface RuntimeOptions {
  /** Port of the site (and `/api`); 0 picks a free one. */
  port: number;
  /** Keeps data across restarts; without it everything lives in a temporary folder and memory. */
  dataDir?: string;
  /** Scales SQS visibility timeouts, so tests see redeliveries in moments instead of a minute. */
  visibilityScale?: number;
  /** Stream polling interval. */
  pollIntervalMs?: number;
  logLevel?: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  log?: (line: string) => void;
  /**
   * Runs the schedules at their times (the default, as `npm start` does); tests turn it off and run a
   * schedule's work themselves, so the time of day a suite runs at changes nothing it sees.
   */
  schedules?: boolean;
}

export interface QueuePair {
  queue: Queue;
  dlq: Queue;
}

const listen = (server: Server, port: number) =>
  new Promise<number>((done, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => done((server.address() as AddressInfo).port));
  });

const close = (server: Server) =>
  new Promise<void>((done) => {
    server.close(() => done());
    server.closeAllConnections();
  });

export const startRuntime = async (options: RuntimeOptions) => {
  const log = options.log ?? (() => undefined);
  // Lambda runs Node 22; the SDK's notice about Node 20 support is for this laptop, not the shop.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  // Services sit on fixed ports next to the site's, so token issuers and URLs survive restarts;
  // port 0 (tests) picks free ones.
  const portFor = (offset: number) => (options.port ? options.port + offset : 0);
  // The site's own origin is known up front even in tests: SITE_ORIGIN names it, and the payment
  // provider sends its notifications and the buyer back there. `npm start` serves localhost; a test
  // opens the 127.0.0.1 URL the runtime returns, and the buyer must come back to the same origin.
  const sitePort = options.port || (await freePort());
  const canonicalOrigin = options.port ? `http://localhost:${sitePort}` : `http://127.0.0.1:${sitePort}`;
  const persistent = Boolean(options.dataDir);
  const dataDir = options.dataDir ? resolve(options.dataDir) : mkdtempSync(join(tmpdir(), 'shop-'));
  for (const dir of ['dynamodb', 'cognito', 's3', 'mail', 'streams'])
    mkdirSync(join(dataDir, dir), { recursive: true });

  // The emulated AWS endpoints (EventBridge, SES, Lambda Invoke for the user pool triggers, the
  // WebSocket API and its @connections) and the outside systems' simulators share one port.
  const cloud = createServer();
  const cloudPort = await listen(cloud, portFor(4));
  const cloudUrl = `http://127.0.0.1:${cloudPort}`;
  const outsideSystems = createOutsideSystems(
    cloudUrl,
    persistent ? { allegroDataFile: join(dataDir, 'allegro', 'state.json') } : {},
  );
  // The payment provider's sandbox has an origin of its own, as Przelewy24 has: card data never
  // reaches the shop's origin.
  const przelewy24 = await startPrzelewy24Sandbox({
    port: portFor(5),
    ...(persistent ? { dataFile: join(dataDir, 'przelewy24', 'transactions.json') } : {}),
  });

  log('starting DynamoDB Local, cognito-local and s3rver…');
  const [dynamo, cognito, s3] = await Promise.all([
    startDynamoDbLocal({
      port: portFor(1),
      log,
      ...(persistent ? { dataDir: join(dataDir, 'dynamodb') } : {}),
    }),
    startCognitoLocal({
      port: portFor(2),
      dataDir: join(dataDir, 'cognito'),
      triggers: { lambdaEndpoint: cloudUrl, functions: cognitoLocalTriggerFunctions() },
      log,
    }),
    startS3Local({ port: portFor(3), dataDir: join(dataDir, 's3') }),
  ]);
  log(`DynamoDB Local ${dynamo.endpoint} · cognito-local ${cognito.endpoint} · s3rver ${s3.endpoint}`);

  // One per process: the handlers read their configuration once, and a test may start a second runtime.
  const originSecret = process.env.ORIGIN_SECRET ?? randomBytes(24).toString('base64url');
  const shopEnvironment = {
    TABLE_NAME: table.name,
    EVENT_BUS_NAME: eventBus.name,
    MAIL_FROM: 'sklep@demo.sklep.local',
    SALES_EMAIL: 'sprzedaz@demo.sklep.local',
    LIVE_ENDPOINT: `${cloudUrl}/${websocket.stage}`,
    TOKEN_ISSUER: cognito.issuer,
    USER_POOL_ID: cognito.userPoolId,
    USER_POOL_CLIENT_ID: cognito.clientId,
    USER_POOL_ENDPOINT: cognitoProxyPath,
    DOCUMENTS_BUCKET: s3.bucketNames.documents,
    SITE_BUCKET: s3.bucketNames.site,
    EXPORTS_BUCKET: s3.bucketNames.exports,
    // Canonical links of pages rendered at runtime, as `npm start` builds the static ones.
    SITE_ORIGIN: canonicalOrigin,
    // What the site server adds to every API request, as CloudFront does (lib/http/origin-check.ts).
    ORIGIN_SECRET: originSecret,
    // DynamoDB Local runs transactions one at a time and pauses for its garbage collector: under a
    // rush its answers take seconds, where DynamoDB's take milliseconds (AWS keeps the 1 s default).
    DYNAMODB_TIMEOUT_MS: String(localDynamoTimeoutMs),
    // VIES and InPost's points API, simulated on the emulators' port (simulators/).
    ...outsideSystems.environment,
    // The Przelewy24 adapter's endpoint and demo account: the sandbox (simulators/przelewy24/).
    ...przelewy24.shopEnvironment,
  } satisfies LocalEnvironment;
  Object.assign(process.env, {
    AWS_REGION: localRegion,
    AWS_CONTAINER_CREDENTIALS_FULL_URI: `${cloudUrl}${credentialsPath}`,
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    AWS_ENDPOINT_URL_DYNAMODB_STREAMS: dynamo.endpoint,
    AWS_ENDPOINT_URL_EVENTBRIDGE: cloudUrl,
    AWS_ENDPOINT_URL_SESV2: cloudUrl,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    LOG_LEVEL: options.logLevel ?? 'INFO',
    ...shopEnvironment,
  });

  const topology = localTopology();
  const scale = options.visibilityScale ?? 1;
  const queues: Record<string, QueuePair> = {};
  for (const spec of topology.queues) {
    const dlq = createQueue({ name: spec.dlqName });
    const queue = createQueue({
      name: spec.name,
      batchSize: spec.batchSize,
      maxReceiveCount: spec.maxReceiveCount,
      visibilityTimeoutMs: spec.visibilityTimeoutSeconds * 1000 * scale,
      consumer: countQueueDeliveries(lambda(spec.consumer)),
      dlq,
    });
    queues[spec.name] = { queue, dlq };
  }
  const bus = createEventBus({
    name: eventBus.name,
    region: localRegion,
    account: localAccount,
    rules: topology.rules.map((rule) => ({
      name: rule.name,
      pattern: rule.pattern,
      target: async (body: string) => {
        countQueueSend(body);
        queues[rule.queueName]?.queue.send(body);
      },
    })),
  });

  const mail = createMailOutbox(join(dataDir, 'mail'));
  const live = createWebSocketApi({
    stage: websocket.stage,
    routes: websocket.routes,
    invoke: lambda(websocket.function),
  });
  const eventBridgeEndpoint = createEventBridgeEndpoint(countPutEvents(bus));
  const triggerInvokers = new Map(
    Object.values(cognitoTriggers).map((decl) => {
      const invoke = lambda(decl);
      const delivered =
        decl === cognitoTriggers.customMessage
          ? deliverCustomMessages({
              invoke,
              dbDir: cognitoLocalDbDir(join(dataDir, 'cognito')),
              outbox: mail,
              from: 'no-reply@demo.sklep.local',
            })
          : decl === cognitoTriggers.preTokenGeneration
            ? overrideTokenGroups({ invoke, client: cognito.client })
            : invoke;
      return [functionName(decl.entry), delivered] as const;
    }),
  );
  // The schedules' functions answer Invoke by name too (as `aws lambda invoke` runs one on AWS), so a
  // bench or a developer runs a schedule's work now instead of at its time.
  const schedules = topology.schedules.map((schedule) => ({
    name: schedule.name,
    expression: schedule.expression,
    entry: schedule.target.entry,
    invoke: lambda(schedule.target),
  }));
  const lambdaInvoke = createLambdaInvokeEndpoint(
    new Map([
      ...triggerInvokers,
      ...schedules.map(({ entry, invoke }) => [functionName(entry), invoke] as const),
    ]),
  );
  const cognitoProxy = createCognitoProxy({
    target: cognito.endpoint,
    limits: {
      perAccount: {
        max: userPool.attemptLimits.perAccount,
        windowMs: userPool.attemptLimits.windowMinutes * 60_000,
      },
      perIp: { max: userPool.attemptLimits.perIp, windowMs: userPool.attemptLimits.windowMinutes * 60_000 },
    },
  });
  const postToConnections = countWebSocketPosts(live.managementHandler);
  cloud.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (String(req.headers['x-amz-target'] ?? '').startsWith('AWSEvents.'))
      return eventBridgeEndpoint(req, res);
    if (req.url?.startsWith('/v2/email/outbound-emails')) return void mail.sesHandler(req, res);
    if (req.url === credentialsPath) return credentialsHandler(req, res);
    if (isInvocation(req)) return void lambdaInvoke(req, res);
    if (req.url?.startsWith(`/${websocket.stage}/@connections/`)) return postToConnections(req, res);
    if (outsideSystems.handle(req, res)) return;
    res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Not Found' }));
  });
  cloud.on('upgrade', (req, socket, head) => live.handleUpgrade(req, socket, head));

  const streams = new DynamoDBStreamsClient({});
  const poller = createStreamPoller({
    client: streams,
    tableName: table.name,
    batchSize: outboxPublisher.batchSize,
    maxRetries: outboxPublisher.maxRetries,
    filter: compilePattern(topology.streamFilter),
    consumer: lambda(outboxPublisher),
    checkpoint: fileCheckpoint(join(dataDir, 'streams', 'checkpoint.json')),
    pollIntervalMs: options.pollIntervalMs ?? 200,
    idleIntervalMs: streamIdleIntervalMs,
  });
  // A write wakes the poller (streams/wake-on-writes.ts), as DynamoDB Streams hands a write to Lambda
  // within moments: one through the functions' table client, and with a data folder any process's.
  wakeOnClientWrites(functionsTableClient(), poller.wake);
  // With SHOP_COUNT_OPERATIONS=1 (the bench's cost section), each request's capacity is kept (operation-counter.ts).
  countTableRequests(functionsTableClient());
  const stopWatchingWrites = persistent
    ? wakeOnDataFolderWrites(join(dataDir, 'dynamodb'), poller.wake, log)
    : () => undefined;

  const scheduler = createScheduler({ schedules });

  const gateway = createHttpGateway({
    routes: topology.routes.map((route) => ({ ...route, invoke: lambda<unknown, unknown>(route.fn) })),
    authorizer: {
      issuer: cognito.issuer,
      audience: cognito.clientId,
      jwksUrl: `${cognito.issuer}/.well-known/jwks.json`,
    },
    mailLimit: mailLimits.perIp,
  });

  const written = await seed(cognito.client, cognito.userPoolId);
  if (written > 0) log(`seeded ${written} demo records`);
  // The persistent shop's demo staff get an authenticator, or their staff group never reaches a token.
  const staffTotp = persistent ? await demoStaffTotp(cognito.client, cognito.clientId, dataDir) : {};
  const distDir = resolve(import.meta.dirname, '../../web/dist');
  if (existsSync(join(distDir, 'app.html'))) await deploySiteShell(s3.bucketNames.site, distDir);

  let siteOrigin = '';
  const site = createServer(
    createSiteServer({
      distDir,
      api: countApiRequests(gateway.handleRequest),
      // Cognito is the proxy on the site's own origin; the live WebSocket sits on the emulators' port;
      // pages send the buyer to the Przelewy24 sandbox's own origin, as on AWS to Przelewy24's.
      originSecret,
      securityHeaders: siteSecurityHeaders({
        connectOrigins: [`ws://127.0.0.1:${cloudPort}`],
        paymentOrigin: shopEnvironment.PRZELEWY24_ENDPOINT,
      }),
      recordExists: (match) => catalogueHasRecord(siteOrigin, match),
      local: {
        '/_local/mail': mail.pageHandler,
        // What each queue holds; the bench holds and resumes their deliveries (sqs/queues-route.ts).
        '/_local/queues': queuesRoute(Object.values(queues)),
        ...operationsRoute(),
        [cognitoProxyPath]: (req, res) =>
          void cognitoProxy(req, res).catch((error: unknown) => {
            console.error('[cognito-proxy] could not answer:', error);
            if (!res.headersSent) res.writeHead(502).end();
          }),
      },
      bucketPage: bucketPageReader(s3.bucketNames.site, distDir),
      bucketImage: bucketObjectReader(s3.bucketNames.site),
    }),
  );
  countSiteRequests(site);
  const port = await listen(site, sitePort);
  siteOrigin = `http://127.0.0.1:${port}`;
  for (const { queue } of Object.values(queues)) queue.start();
  poller.start();
  if (options.schedules !== false) scheduler.start();

  const siteUrl = `http://127.0.0.1:${port}`;
  return {
    siteUrl,
    cloudUrl,
    liveUrl: `ws://127.0.0.1:${cloudPort}/${websocket.stage}`,
    /** The simulated outside systems' endpoints (VIES, InPost's points API), as the functions read them. */
    outsideSystems: outsideSystems.environment,
    /** The Przelewy24 sandbox's origin (its hosted page, REST API and `/_sandbox/` control API). */
    przelewy24Url: przelewy24.url,
    dynamoDbEndpoint: dynamo.endpoint,
    s3Endpoint: s3.endpoint,
    dataDir,
    cognito,
    /** The demo staff members' TOTP secrets (e-mail → base32), set up in a persistent shop's first start. */
    staffTotp,
    /** The Cognito endpoint the site's Amplify uses (refresh and attempt limits in front of cognito-local). */
    cognitoProxyUrl: `${siteUrl}${cognitoProxyPath}`,
    mail,
    bus,
    queues,
    /** Resolves after the outbox publisher has had every stream record written so far (retries included). */
    outboxCaughtUp: () => poller.caughtUp(),
    live,
    /** Test hook: the gateway forgets every caller's counted requests (files sharing a runtime share an IP). */
    resetRequestLimits: () => gateway.resetLimits(),
    /** Test hook: kills DynamoDB Local as a crash would; the runtime starts it again. */
    killDynamoDbLocal: () => dynamo.kill(),
    /** Test hook: DynamoDB Local stops answering, as a hung database does; answers its resumption. */
    hangDynamoDbLocal: () => dynamo.hang(),
    /** Test hook: kills cognito-local as a crash would; the runtime starts it again. */
    killCognitoLocal: () => cognito.kill(),
    /** Whether the site bucket holds every catalogue page rendered for the current site build. */
    cataloguePagesCurrent: () => renderedPagesCurrent(s3.bucketNames.site, distDir),
    /** Puts the demo catalogue's pictures into the site bucket (`npm start` does it in the background). */
    writeDemoPictures: async () => writeDemoPictures(s3.bucketNames.site, demoProducts),
    /** Pre-renders every catalogue page and every blog article and list page into the site bucket (`npm start` does it in the background). */
    renderCataloguePages: async () => {
      const ports = catalogueDeps();
      const { index, products } = await publishCatalogue(ports);
      const pages =
        (await renderAllPages(ports, index, products)) + (await renderAllBlogPages(publishingDeps()));
      await markPagesRendered(s3.bucketNames.site, distDir, pages);
      return pages;
    },
    /** Stops everything this runtime started, children included. */
    stop: async () => {
      scheduler.stop();
      stopWatchingWrites();
      await poller.stop();
      // Consumers finish the batch in hand before the table and buckets they write to go away.
      await Promise.all(Object.values(queues).map(({ queue }) => queue.stop()));
      await gateway.close();
      await live.close();
      await Promise.all([close(site), close(cloud), przelewy24.close()]);
      outsideSystems.stop();
      streams.destroy();
      await Promise.all([dynamo.stop(), cognito.stop(), s3.stop()]);
      if (!persistent) rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
export type Runtime = Awaited<ReturnType<typeof startRuntime>>;
