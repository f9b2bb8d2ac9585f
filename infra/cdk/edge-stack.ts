import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ShopWebAcl } from './web-acl';

/**
 * What CloudFront needs from us-east-1: the web ACL (a CLOUDFRONT-scope WAF exists only there). The
 * stateless stack reads its ARN across regions (a weak reference: `Fn::GetStackOutput`).
 */
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAclArn = new ShopWebAcl(this, 'Waf').webAcl.attrArn;
  }
}
