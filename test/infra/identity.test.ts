import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import * as wiring from '#infra/wiring';
import { actionsOf, functionByEntry, type Props, synthShop, templateOf } from './synth';

// Identity in the templates: Cognito triggers beside the pool, Google and Facebook sign-in, the
// account-type grants and the declared throttling.

const { stateful, stateless } = synthShop();
const triggers = Object.entries(wiring.cognitoTriggers);
const lambdaConfigKey = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const pool = (): Props => {
  const pools = Object.values(stateful.findResources('AWS::Cognito::UserPool')) as { Properties: Props }[];
  expect(pools).toHaveLength(1);
  return (pools[0] as { Properties: Props }).Properties;
};

describe('user pool triggers', () => {
  it.each(triggers)('%s runs its wiring entry with the wiring sizes, in the stateful stack', (name, decl) => {
    const { logicalId, resource } = functionByEntry(stateful, decl.entry);
    expect(resource.Properties.Timeout).toBe(decl.timeoutSeconds);
    expect(resource.Properties.MemorySize).toBe(decl.memoryMb);
    expect(pool().LambdaConfig[lambdaConfigKey(name)]).toEqual({ 'Fn::GetAtt': [logicalId, 'Arn'] });
  });

  it('lets the sign-up triggers write the table and the token trigger read it and read users', () => {
    for (const [name, decl] of triggers) {
      const actions = actionsOf(stateful, decl.entry);
      expect(actions.includes('dynamodb:PutItem'), name).toBe(
        name === 'preSignUp' || name === 'postConfirmation',
      );
      expect(actions.includes('dynamodb:GetItem'), name).toBe(name !== 'customMessage');
      expect(actions.includes('cognito-idp:AdminGetUser'), name).toBe(name === 'preTokenGeneration');
      expect(actions.includes('cognito-idp:AdminAddUserToGroup'), name).toBe(false);
    }
  });

  it('declares no custom attributes: account type and consents live in the table', () => {
    const names = ((pool().Schema ?? []) as { Name: string }[]).map((attribute) => attribute.Name);
    expect(names.filter((name) => !['email'].includes(name))).toEqual([]);
  });
});

describe('Google and Facebook sign-in', () => {
  it('has both identity providers with e-mail and name mapped', () => {
    for (const [type, email] of [
      ['Google', 'email'],
      ['Facebook', 'email'],
    ]) {
      stateful.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
        ProviderName: type,
        ProviderType: type,
        AttributeMapping: { email, name: 'name' },
      });
    }
  });

  it('tells the functions the hosted domain host, for the settings the site reads', () => {
    const { resource } = functionByEntry(stateless, 'functions/common/handler.ts');
    expect(resource.Properties.Environment.Variables.USER_POOL_DOMAIN).toBeDefined();
  });

  it('has a hosted domain and a web client with the code flow back to the site', () => {
    stateful.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    stateful.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      ClientName: wiring.userPool.clientName,
      AllowedOAuthFlows: ['code'],
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile']),
      CallbackURLs: [Match.stringLikeRegexp('^https://.+/$')],
      LogoutURLs: [Match.stringLikeRegexp('^https://.+/$')],
      SupportedIdentityProviders: Match.arrayWith(['COGNITO', 'Google', 'Facebook']),
    });
  });
});

describe('account type grants', () => {
  it('lets no function of the stateless and events stacks change users, groups or attributes', () => {
    for (const decl of wiring.allFunctions()) {
      const actions = actionsOf(templateOf(decl.entry), decl.entry);
      // Only the clients group reads users (a partner's id by her e-mail, for the operations staff).
      expect(
        actions.filter((action) => action.startsWith('cognito-idp:')),
        decl.entry,
      ).toEqual(decl.entry === 'functions/clients/handler.ts' ? ['cognito-idp:ListUsers'] : []);
    }
  });
});

describe('throttling', () => {
  it('applies the default limit to the stage and no route a limit of its own, which every caller would share', () => {
    expect(wiring.api.some((group) => group.routes.some((route) => route.throttle))).toBe(true);
    const stage = (
      Object.values(stateless.findResources('AWS::ApiGatewayV2::Stage')) as {
        Properties: Record<string, unknown>;
      }[]
    ).find(({ Properties }) => Properties.StageName === '$default');
    expect(stage?.Properties).toMatchObject({
      StageName: '$default',
      DefaultRouteSettings: {
        ThrottlingRateLimit: wiring.defaultThrottle.rate,
        ThrottlingBurstLimit: wiring.defaultThrottle.burst,
      },
    });
    expect(stage?.Properties.RouteSettings).toBeUndefined();
  });
});
