import { Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference';
import type { IConstruct } from 'constructs';

// cdk-nag (test/infra/nag.test.ts) fails on every AwsSolutions finding that is neither fixed nor
// acknowledged here, on the construct it concerns, with the reason in one line.

/** Acknowledges the AwsSolutions rule `rule` (e.g. `L1`) on `scope` and everything under it. */
export function acknowledge(scope: IConstruct, rule: string, reason: string): void {
  Validations.of(scope).acknowledge({ id: `AwsSolutions-${rule}`, reason });
}

interface PolicyDocument {
  Statement: { Effect: string; Action: string | string[]; Resource: unknown }[];
}

/**
 * Acknowledges IAM5 for every wildcard in the IAM policies under `scope` (a finding per wildcard action
 * or resource, named by the ARN as cdk-nag flattens it). The ARNs are final only once cross-stack
 * references are resolved, so the findings are named in the validation phase of synthesis, after that.
 */
export function acknowledgeWildcards(scope: IConstruct, reason: string): void {
  const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);
  scope.node.addValidation({
    validate: () => {
      for (const policy of scope.node.findAll().filter((c) => c instanceof iam.CfnPolicy)) {
        const document = Stack.of(policy).resolve(policy.policyDocument) as PolicyDocument;
        for (const statement of document.Statement.filter((s) => s.Effect === 'Allow')) {
          for (const action of list(statement.Action).filter((a) => a.includes('*'))) {
            acknowledge(policy, `IAM5[Action::${action}]`, reason);
          }
          for (const resource of list(statement.Resource).map(flattenCfnReference)) {
            if (resource.includes('*')) acknowledge(policy, `IAM5[Resource::${resource}]`, reason);
          }
        }
      }
      return [];
    },
  });
}
