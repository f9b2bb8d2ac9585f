import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy, Size, Stack } from 'aws-cdk-lib';
import type { WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { FunctionDecl } from '../wiring';
import { externalOf, functionBundle } from '../wiring/function-bundle';
import {
  copiedBeside,
  installedClosure,
  installedFiles,
  nativeArchitectureOf,
} from '../wiring/installed-packages';
import { acknowledge, acknowledgeWildcards } from './acknowledge';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** What every function of the shop may be wired to; each takes only what its `grants` name. */
export interface FunctionContext {
  table: ITable;
  bus: IEventBus;
  /** `grants.documents` reads (or writes) it. */
  documentsBucket: IBucket;
  /** `grants.site` reads the deployed shell from it, or also writes pre-rendered pages. */
  siteBucket: IBucket;
  /** `grants.exports` reads (or writes) the finance exports. */
  exportsBucket?: IBucket;
  /** Sender address of shop e-mails; `grants.mail` may send from it and nothing else. */
  mailFrom?: string;
  /** Environment shared by all functions (infra/README.md); LIVE_ENDPOINT is added for `grants.live` and `liveAddress`. */
  environment: Record<string, string>;
  /** The WebSocket stage whose `@connections` API `grants.live` functions post to. */
  liveStage?: WebSocketStage;
  /** The user pool ARN `grants.userPool` may administer (a pattern for the pool's own triggers). */
  userPoolArn?: string;
  /** The Przelewy24 keys `grants.paymentProviderSecret` may read. */
  paymentProviderSecret?: ISecret;
  /** The KSeF token and offline certificate `grants.ksefSecret` may read. */
  ksefSecret?: ISecret;
  /** The Partner Center app `grants.partnerCenterSecret` may read. */
  partnerCenterSecret?: ISecret;
  /** The Graph app `grants.graphSecret` may read. */
  graphSecret?: ISecret;
  /** The Allegro application `grants.allegroSecret` may read. */
  allegroSecret?: ISecret;
}

export interface ShopFunctionProps {
  decl: FunctionDecl;
  context: FunctionContext;
}

/**
 * One Lambda of the wiring: Node.js 22 on arm64 (x86_64 when it ships an x64 native build), bundled by
 * esbuild as ESM, least-privilege grants.
 */
export class ShopFunction extends Construct {
  readonly fn: NodejsFunction;

  constructor(scope: Construct, id: string, { decl, context }: ShopFunctionProps) {
    super(scope, id);
    const { grants } = decl;
    const environment: Record<string, string> = {
      ...context.environment,
      NODE_OPTIONS: '--enable-source-maps',
    };
    if (grants.live || grants.liveAddress)
      environment.LIVE_ENDPOINT = needed(context.liveStage, 'liveStage').callbackUrl;

    const shipped = decl.nodeModules ? installedClosure(repoRoot, decl.nodeModules) : [];
    const files = decl.packageFiles ? installedFiles(repoRoot, decl.packageFiles) : [];
    this.fn = new NodejsFunction(this, 'Function', {
      entry: entryPath(this, decl.entry),
      handler: 'handler',
      // The entry doubles as the description so tests and operators can map a function to the wiring.
      description: decl.entry,
      runtime: lambda.Runtime.NODEJS_22_X,
      // Graviton, unless it ships a native build installed for another CPU (sharp's, as npm installed
      // it on the deploying machine): then that CPU.
      architecture:
        nativeArchitectureOf(shipped) === 'x86_64' ? lambda.Architecture.X86_64 : lambda.Architecture.ARM_64,
      memorySize: decl.memoryMb,
      timeout: Duration.seconds(decl.timeoutSeconds),
      reservedConcurrentExecutions: decl.reservedConcurrency,
      ...(decl.ephemeralStorageMb ? { ephemeralStorageSize: Size.mebibytes(decl.ephemeralStorageMb) } : {}),
      environment,
      projectRoot: repoRoot,
      depsLockFilePath: join(repoRoot, 'package-lock.json'),
      bundling: {
        format: OutputFormat.ESM,
        banner: functionBundle.banner,
        mainFields: [...functionBundle.mainFields],
        target: functionBundle.target,
        minify: functionBundle.minify,
        esbuildArgs: Object.fromEntries(
          Object.entries(functionBundle.alias).map(([path, module]) => [`--alias:${path}`, module]),
        ),
        sourceMap: true,
        sourcesContent: false,
        // Bundle the pinned SDK from the lockfile instead of the runtime's copy; the packages that read
        // their own files at run time stay outside, copied beside the bundle from what npm installed here
        // (no registry: the synth works offline).
        externalModules: [...externalOf(decl), ...(decl.nodeModules ?? [])],
        define: functionBundle.define,
        ...(shipped.length + files.length > 0 ? { commandHooks: copiedBeside(shipped, files) } : {}),
      },
      logGroup: new logs.LogGroup(this, 'Logs', {
        retention: logs.RetentionDays.ONE_MONTH,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
    });

    if (grants.table === 'read') context.table.grantReadData(this.fn);
    if (grants.table === 'readWrite') context.table.grantReadWriteData(this.fn);
    if (grants.events) context.bus.grantPutEventsTo(this.fn);
    if (grants.mail) this.fn.addToRolePolicy(sendMailStatement(this, needed(context.mailFrom, 'mailFrom')));
    if (grants.live) context.liveStage?.grantManagementApiAccess(this.fn);
    if (grants.userPool) {
      this.fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: [grants.userPool === 'getUser' ? 'cognito-idp:AdminGetUser' : 'cognito-idp:ListUsers'],
          resources: [needed(context.userPoolArn, 'userPoolArn')],
        }),
      );
    }
    if (grants.documents === 'read') context.documentsBucket.grantRead(this.fn);
    if (grants.documents === 'readWrite') context.documentsBucket.grantReadWrite(this.fn);
    if (grants.site === 'read') context.siteBucket.grantRead(this.fn);
    if (grants.site === 'readWrite') context.siteBucket.grantReadWrite(this.fn);
    if (grants.exports === 'read') needed(context.exportsBucket, 'exportsBucket').grantRead(this.fn);
    if (grants.exports === 'readWrite')
      needed(context.exportsBucket, 'exportsBucket').grantReadWrite(this.fn);
    if (grants.paymentProviderSecret)
      needed(context.paymentProviderSecret, 'paymentProviderSecret').grantRead(this.fn);
    if (grants.ksefSecret) needed(context.ksefSecret, 'ksefSecret').grantRead(this.fn);
    if (grants.partnerCenterSecret)
      needed(context.partnerCenterSecret, 'partnerCenterSecret').grantRead(this.fn);
    if (grants.graphSecret) needed(context.graphSecret, 'graphSecret').grantRead(this.fn);
    if (grants.allegroSecret) needed(context.allegroSecret, 'allegroSecret').grantRead(this.fn);

    acknowledge(
      this,
      'L1',
      'Node.js 22 on purpose: the runtime the bundles target and the local runtime runs.',
    );
    acknowledge(
      this,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      'The basic execution role only lets the function write its own logs.',
    );
    acknowledgeWildcards(
      this,
      'Wildcards come from CDK grants, each within the one table, bucket, stage or pool its grants name.',
    );
  }
}

/** A part of the context a grant needs; the stack that builds the function must provide it. */
function needed<T>(part: T | undefined, name: string): T {
  if (part === undefined) throw new Error(`this function's grants need ${name} in its context`);
  return part;
}

/**
 * Absolute entry path. When the stack is synthesized without bundling (tests), esbuild never reads the
 * entry, so a handler another engineer has not written yet must not stop the template from building.
 */
function entryPath(scope: Construct, entry: string): string {
  const path = join(repoRoot, entry);
  if (existsSync(path) || Stack.of(scope).bundlingRequired) return path;
  return fileURLToPath(import.meta.url);
}

/** ses:SendEmail (SES v2) only through the sender's address or domain identity, only as that sender. */
function sendMailStatement(scope: Construct, mailFrom: string): iam.PolicyStatement {
  const stack = Stack.of(scope);
  const domain = mailFrom.split('@')[1] ?? mailFrom;
  const identity = (name: string) =>
    `arn:${stack.partition}:ses:${stack.region}:${stack.account}:identity/${name}`;
  return new iam.PolicyStatement({
    actions: ['ses:SendEmail'],
    resources: [identity(mailFrom), identity(domain)],
    conditions: { StringEquals: { 'ses:FromAddress': mailFrom } },
  });
}
