import { SecretValue } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/**
 * Google and Facebook sign-in through the pool's hosted domain. Client ids and the hosted domain
 * prefix come from CDK context (`shop:googleClientId`, `shop:facebookAppId`, `shop:authDomainPrefix`;
 * placeholders until the real apps exist); the secrets are read from Secrets Manager at deploy time
 * (`shop/google-oauth-secret`, `shop/facebook-app-secret`), never kept in the repository.
 */
export class SocialSignIn extends Construct {
  readonly providers: cognito.UserPoolIdentityProvider[];
  readonly domain: cognito.UserPoolDomain;

  constructor(scope: Construct, id: string, props: { userPool: cognito.UserPool }) {
    super(scope, id);
    const context = (key: string, placeholder: string) => String(this.node.tryGetContext(key) ?? placeholder);
    const { userPool } = props;
    const google = new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool,
      clientId: context('shop:googleClientId', 'google-client-id-placeholder'),
      clientSecretValue: SecretValue.secretsManager('shop/google-oauth-secret'),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        fullname: cognito.ProviderAttribute.GOOGLE_NAME,
      },
    });
    const facebook = new cognito.UserPoolIdentityProviderFacebook(this, 'Facebook', {
      userPool,
      clientId: context('shop:facebookAppId', 'facebook-app-id-placeholder'),
      clientSecret: SecretValue.secretsManager('shop/facebook-app-secret').unsafeUnwrap(),
      scopes: ['public_profile', 'email'],
      attributeMapping: {
        email: cognito.ProviderAttribute.FACEBOOK_EMAIL,
        fullname: cognito.ProviderAttribute.FACEBOOK_NAME,
      },
    });
    this.providers = [google, facebook];
    this.domain = userPool.addDomain('HostedDomain', {
      cognitoDomain: { domainPrefix: context('shop:authDomainPrefix', 'shop-auth-placeholder') },
    });
  }
}
