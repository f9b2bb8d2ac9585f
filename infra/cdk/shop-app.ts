import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App, Environment } from 'aws-cdk-lib';
import { repoRoot } from './shop-function';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

/** Both stacks of the shop; `bin/cdk.ts` and the infra tests build the app through this one function. */
export function createShopStacks(app: App, env?: Environment) {
  const mailFrom = String(app.node.tryGetContext('shop:mailFrom') ?? 'no-reply@example.com');
  const salesEmail = String(app.node.tryGetContext('shop:salesEmail') ?? 'sales@example.com');
  const siteOrigin = String(app.node.tryGetContext('shop:siteOrigin') ?? 'https://example.com');
  const { version } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string };
  const tags = { project: 'shop' };

  const stateful = new StatefulStack(app, 'Shop-Stateful', {
    env,
    tags,
    description: 'Shop data and identities: table, event bus, user pool, buckets (retained)',
    terminationProtection: true,
  });
  const stateless = new StatelessStack(app, 'Shop-Stateless', {
    env,
    tags,
    description: 'Shop functions, HTTP and WebSocket APIs, queues, schedules, CloudFront',
    stateful,
    mailFrom,
    salesEmail,
    siteOrigin,
    appVersion: version,
  });
  return { stateful, stateless };
}
