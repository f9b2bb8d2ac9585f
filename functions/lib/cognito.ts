import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { once } from './once';

/** The Cognito user pool API; locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points at cognito-local. */
export const cognito = once(() => new CognitoIdentityProviderClient({}));
