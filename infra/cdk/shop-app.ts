import type { App, Environment } from 'aws-cdk-lib';
import { EdgeStack } from './edge-stack';
import { EventsStack } from './events-stack';
import { StatefulStack } from './stateful-stack';
import { StatelessStack } from './stateless-stack';

/** A setting of CDK context (cdk.json holds a placeholder of each; `-c key=value` sets the real one). */
const setting = (app: App, key: string): string => {
  const value = app.node.tryGetContext(key);
  if (typeof value !== 'string' || !value)
    throw new Error(`CDK context ${key} is not set (cdk.json, -c ${key}=…)`);
  return value;
};

/**
 * The shop's stacks; `bin/cdk.ts` and the infra tests build the app through this one function. The region
 * must be explicit (`cdk synth` and `cdk deploy` always set one): the edge stack's web ACL is read from
 * us-east-1 across regions.
 */
export function createShopStacks(app: App, env: Environment) {
  if (!env.region) throw new Error('createShopStacks needs an explicit region (CDK_DEFAULT_REGION)');
  const siteOrigin = setting(app, 'shop:siteOrigin');
  const tags = { project: 'shop' };

  const edge = new EdgeStack(app, 'Shop-Edge', {
    env: { account: env.account, region: 'us-east-1' },
    tags,
    description: 'Shop edge protection in us-east-1: the web ACL of the CloudFront distribution',
  });
  const stateful = new StatefulStack(app, 'Shop-Stateful', {
    env,
    tags,
    description: 'Shop data and identities: table, event bus, user pool, buckets (retained)',
    terminationProtection: true,
  });
  const stateless = new StatelessStack(app, 'Shop-Stateless', {
    env,
    tags,
    description: 'Shop API functions, HTTP and WebSocket APIs, CloudFront',
    stateful,
    mailFrom: setting(app, 'shop:mailFrom'),
    salesEmail: setting(app, 'shop:salesEmail'),
    siteOrigin,
    siteCertificateArn: setting(app, 'shop:siteCertificateArn'),
    apiDomain: {
      name: setting(app, 'shop:apiDomain'),
      certificateArn: setting(app, 'shop:apiCertificateArn'),
    },
    webAclArn: edge.webAclArn,
    przelewy24: {
      merchantId: setting(app, 'shop:przelewy24MerchantId'),
      posId: setting(app, 'shop:przelewy24PosId'),
    },
  });
  const events = new EventsStack(app, 'Shop-Events', {
    env,
    tags,
    description: 'Shop consumers (rule → queue → function), the outbox publisher, schedules and alarms',
    stateless,
    alarmEmail: setting(app, 'shop:alarmEmail'),
  });
  return { edge, stateful, stateless, events };
}
