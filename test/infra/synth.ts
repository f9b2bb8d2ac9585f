import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createShopStacks } from '#infra/cdk/shop-app';
import { repoRoot } from '#infra/cdk/shop-function';

export interface ShopTemplates {
  stateful: Template;
  stateless: Template;
  events: Template;
}

let app: App | undefined;
let templates: ShopTemplates | undefined;

/**
 * The app `bin/cdk.ts` builds, with cdk.json's context, but without esbuild bundling, built once per
 * test file. Its region is explicit, as `cdk synth` always makes it (us-east-1 when nothing is set).
 */
export function shopApp(): App {
  if (app) return app;
  const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: object };
  app = new App({ context: { ...context, 'aws:cdk:bundling-stacks': [] } });
  createShopStacks(app, { region: 'eu-central-1' });
  return app;
}

/** The synthesized templates of the shop's stacks. */
export function synthShop(): ShopTemplates {
  if (templates) return templates;
  const stack = (id: string) => Template.fromStack(shopApp().node.findChild(id) as Stack);
  templates = {
    stateful: stack('Shop-Stateful'),
    stateless: stack('Shop-Stateless'),
    events: stack('Shop-Events'),
  };
  return templates;
}

/** The template holding a wiring entry's function: the stateless stack's API groups, or the events stack's consumers and schedules. */
export function templateOf(entry: string): Template {
  const { stateless, events } = synthShop();
  const holds = (template: Template) =>
    Object.keys(template.findResources('AWS::Lambda::Function', { Properties: { Description: entry } }))
      .length > 0;
  return holds(stateless) ? stateless : events;
}

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are free-form JSON.
export type Props = Record<string, any>;
interface Resource {
  Type: string;
  Properties: Props;
}
interface PolicyResource {
  Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: { Action: string | string[] }[] } };
}

/** The Lambda function built from a wiring entry (its Description is the entry path). */
export function functionByEntry(
  template: Template,
  entry: string,
): { logicalId: string; resource: Resource } {
  const found = Object.entries(
    template.findResources('AWS::Lambda::Function', { Properties: { Description: entry } }),
  );
  if (found.length !== 1) throw new Error(`expected one function for ${entry}, found ${found.length}`);
  const [logicalId, resource] = found[0] as [string, Resource];
  return { logicalId, resource };
}

/** Every IAM action granted to a function's role by the policies attached to it in the template. */
export function actionsOf(template: Template, entry: string): string[] {
  const roleId = functionByEntry(template, entry).resource.Properties.Role['Fn::GetAtt'][0] as string;
  const policies = Object.values(template.findResources('AWS::IAM::Policy')) as PolicyResource[];
  return policies
    .filter((p) => p.Properties.Roles.some((r) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement)
    .flatMap((s) => s.Action);
}
