import { App } from 'aws-cdk-lib';
import { createShopStacks } from '#infra/cdk/shop-app';

// No lookups: the app synthesizes offline; without credentials the stacks are environment-agnostic.
const app = new App();
createShopStacks(app, { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION });
