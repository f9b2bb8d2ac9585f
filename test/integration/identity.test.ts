import {
  AdminAddUserToGroupCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getClientProfile } from '#functions/lib/table/client-profiles';
import { setUpTotp, totp } from '#infra/local/demo-staff-totp';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { maxBodyBytes } from '#infra/local/services/cognito-proxy';
import { localCredentials, localRegion } from '#infra/local/services/local-aws';
import { invoiceDataOfTaxpayer } from '#infra/local/simulators/vat-register/taxpayer-invoice-data';
import { activeCompany, activeKrakowCompany } from '#infra/local/simulators/vat-register/taxpayers';
import { consentTextVersion, signUpAttributes, signUpMetadata } from '#shared/identity/sign-up-attributes';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';
import { signUpForm, signUpOnCognito, signUpPassword } from '../support/site-sign-up';

// Sign-up and sign-in against the local runtime: cognito-local calls our triggers through the
// runtime's Lambda invoke endpoint; the site's Cognito endpoint (the proxy) refreshes tokens and limits
// attempts.

let runtime: Runtime;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  runtime = await startTestRuntime();
  cognito = new CognitoIdentityProviderClient({
    endpoint: runtime.cognitoProxyUrl,
    region: localRegion,
    credentials: localCredentials,
  });
});
afterAll(async () => {
  cognito?.destroy();
  await runtime?.stop();
});

const password = signUpPassword;
const form = signUpForm;
const signUp = (email: string, overrides: Record<string, unknown> = {}) =>
  signUpOnCognito(runtime, cognito, email, overrides);

const mailTo = (email: string, subject?: string) =>
  eventually(() =>
    runtime.mail.list().find((m) => m.to.includes(email) && (subject === undefined || m.subject === subject)),
  );

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

const signIn = (email: string, secret = password) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: runtime.cognito.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: secret },
    }),
  );

/** Signs up, confirms with the mailed code and signs in: what the site's screens do. */
const registerAndSignIn = async (email: string, overrides: Record<string, unknown> = {}) => {
  await signUp(email, overrides);
  const mail = await mailTo(email);
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: runtime.cognito.clientId,
      Username: email,
      ConfirmationCode: codeIn(mail.text),
    }),
  );
  const { AuthenticationResult } = await signIn(email);
  return AuthenticationResult ?? {};
};

describe('Cognito triggers through the local Lambda invoke endpoint', () => {
  it('refuses a sign-up whose attributes break the shared rules (pre-sign-up)', async () => {
    const attributes = { ...signUpAttributes(form('bad@example.pl')), phone_number: '12' };
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: runtime.cognito.clientId,
          Username: 'bad@example.pl',
          Password: password,
          UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
          ClientMetadata: { accountType: 'partner', consents: 'terms' },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringMatching(
        /invalid_data phone_number:invalid_phone accountType:invalid_value consents:consent_required/,
      ),
    });
  });

  it('records the account type and consents with their time and text version in the profile', async () => {
    const tokens = await registerAndSignIn('zgody@example.pl', { marketingConsent: true });
    const stored = await getClientProfile(String(decodeJwt(String(tokens.IdToken)).sub));
    expect(stored?.profile.accountTypeId).toBe(2);
    expect(stored?.profile.consents).toEqual(
      ['terms', 'privacy', 'marketing'].map((consent) => ({
        consent,
        givenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        textVersion: consentTextVersion,
      })),
    );
  });

  it('mails a localized confirmation code to the outbox, creates the profile and adds the claims', async () => {
    const tokens = await registerAndSignIn('anna@example.pl', { accountType: 'business', smsConsent: true });
    expect((await mailTo('anna@example.pl')).subject).toBe('Potwierdź konto w sklepie');
    const claims = decodeJwt(String(tokens.IdToken));
    expect(claims.account_type).toBe('3');
    expect(claims['cognito:groups']).toEqual(['business']);
  });

  it('writes the reset mail in the user language, English for languages without texts', async () => {
    await registerAndSignIn('john@example.com', { language: 'en' });
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: runtime.cognito.clientId, Username: 'john@example.com' }),
    );
    const mail = await mailTo('john@example.com', 'Set a new password');
    expect(codeIn(mail.text)).toMatch(/^\d{6}$/);

    await registerAndSignIn('hans@example.de', { language: 'de' });
    await cognito.send(
      new ForgotPasswordCommand({ ClientId: runtime.cognito.clientId, Username: 'hans@example.de' }),
    );
    await mailTo('hans@example.de', 'Set a new password');
  });
});

const refreshedClaims = async (refreshToken: string | undefined) => {
  const { AuthenticationResult } = await cognito.send(
    new GetTokensFromRefreshTokenCommand({ ClientId: runtime.cognito.clientId, RefreshToken: refreshToken }),
  );
  return decodeJwt(String(AuthenticationResult?.IdToken));
};

describe('attributes a customer may write', () => {
  it('refuses custom:accountType=partner with the own access token; the next token still says customer', async () => {
    const tokens = await registerAndSignIn('mallory@example.pl');
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [
            { Name: 'custom:accountType', Value: 'partner' },
            { Name: 'custom:consents', Value: 'terms,privacy,marketing' },
          ],
        }),
      ),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'A client attempted to write unauthorized attribute',
    });
    const claims = await refreshedClaims(tokens.RefreshToken);
    expect(claims.account_type).toBe('2');
    expect(claims['cognito:groups']).toEqual(['customers']);
  });

  it('refuses a sign-up that writes an attribute outside the write list', async () => {
    const parsed = form('partner@example.pl');
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: runtime.cognito.clientId,
          Username: parsed.email,
          Password: password,
          UserAttributes: Object.entries({
            ...signUpAttributes(parsed),
            'custom:accountType': 'partner',
          }).map(([Name, Value]) => ({ Name, Value })),
          ClientMetadata: signUpMetadata(parsed),
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});

describe('staff accounts', () => {
  it('get the finance claim only once TOTP is set up, then sign in with a TOTP code', async () => {
    const email = 'ksiegowa@example.pl';
    const first = await registerAndSignIn(email);
    await runtime.cognito.client.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: runtime.cognito.userPoolId,
        Username: email,
        GroupName: 'finance',
      }),
    );
    const withoutTotp = (await signIn(email)).AuthenticationResult;
    expect(decodeJwt(String(withoutTotp?.IdToken))['cognito:groups']).toEqual(['customers']);

    const SecretCode = await setUpTotp(cognito, String(first.AccessToken));
    const challenge = await signIn(email);
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const { AuthenticationResult } = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: runtime.cognito.clientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totp(SecretCode) },
      }),
    );
    expect(decodeJwt(String(AuthenticationResult?.IdToken))['cognito:groups']).toEqual([
      'customers',
      'finance',
    ]);
  });
});

describe('confirmation and reset codes', () => {
  const refused = (send: Promise<unknown>) =>
    send.then(
      () => 'accepted',
      (error: Error) => error.name,
    );

  it('are single-use', async () => {
    const email = 'once@example.pl';
    await signUp(email);
    const code = codeIn((await mailTo(email)).text);
    const confirm = () =>
      cognito.send(
        new ConfirmSignUpCommand({
          ClientId: runtime.cognito.clientId,
          Username: email,
          ConfirmationCode: code,
        }),
      );
    await confirm();
    expect(await refused(confirm())).not.toBe('accepted');

    await cognito.send(new ForgotPasswordCommand({ ClientId: runtime.cognito.clientId, Username: email }));
    const reset = codeIn((await mailTo(email, 'Ustaw nowe hasło')).text);
    const setPassword = (secret: string) =>
      cognito.send(
        new ConfirmForgotPasswordCommand({
          ClientId: runtime.cognito.clientId,
          Username: email,
          ConfirmationCode: reset,
          Password: secret,
        }),
      );
    await setPassword('Changed12');
    expect(await refused(setPassword('Again1234'))).not.toBe('accepted');
    expect((await signIn(email, 'Changed12')).AuthenticationResult?.IdToken).toBeDefined();
  });
});

describe('the site Cognito endpoint', () => {
  it('answers GetTokensFromRefreshToken with fresh tokens (REFRESH_TOKEN_AUTH underneath), each lasting 15 minutes', async () => {
    const first = await registerAndSignIn('refresh@example.pl');
    const { AuthenticationResult } = await cognito.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: runtime.cognito.clientId,
        RefreshToken: first.RefreshToken,
      }),
    );
    expect(AuthenticationResult?.AccessToken).toBeTruthy();
    expect(decodeJwt(String(AuthenticationResult?.IdToken)).email).toBe('refresh@example.pl');
    expect(decodeJwt(String(AuthenticationResult?.IdToken)).account_type).toBe('2');
    // A block or a changed group reaches the API within a token's life (infra/wiring/user-pool.ts).
    const tokens = [
      first.AccessToken,
      first.IdToken,
      AuthenticationResult?.AccessToken,
      AuthenticationResult?.IdToken,
    ];
    const lives = tokens.map((token) => {
      const { exp, iat } = decodeJwt(String(token));
      return Number(exp) - Number(iat);
    });
    expect(lives).toEqual([900, 900, 900, 900]);
  });

  it('answers TooManyRequestsException after 5 failed sign-ins of one account, keeping others open', async () => {
    await registerAndSignIn('guess@example.pl');
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(signIn('guess@example.pl', 'Wrong123')).rejects.toMatchObject({
        // AWS answers NotAuthorizedException, cognito-local InvalidPasswordException.
        name: expect.stringMatching(/^(NotAuthorized|InvalidPassword)Exception$/),
      });
    }
    await expect(signIn('guess@example.pl')).rejects.toMatchObject({ name: 'TooManyRequestsException' });
    expect((await signIn('refresh@example.pl')).AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('refuses admin calls', async () => {
    await expect(
      cognito.send(
        new AdminUpdateUserAttributesCommand({
          UserPoolId: runtime.cognito.userPoolId,
          Username: demoUsers[0].email,
          UserAttributes: [{ Name: 'name', Value: 'Mallory' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'UnknownOperationException' });
  });

  it('answers bad JSON, null and an oversized body with Cognito-shaped JSON, never HTML or paths', async () => {
    for (const body of ['{', 'null', '[1]', JSON.stringify({ ClientId: 'x'.repeat(maxBodyBytes) })]) {
      const response = await fetch(runtime.cognitoProxyUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body,
      });
      const text = await response.text();
      expect(response.status, body.slice(0, 10)).toBe(400);
      expect(JSON.parse(text)).toEqual({ __type: 'SerializationException', message: expect.any(String) });
      expect(text).not.toMatch(/<|node_modules|\/work\//);
    }
  });

  it('refuses an access token cognito-local did not sign', async () => {
    const tokens = await registerAndSignIn('forged@example.pl');
    const [header, payload] = String(tokens.AccessToken).split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: forged,
          UserAttributes: [{ Name: 'name', Value: 'X' }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('is named in the settings the site reads', async () => {
    const settings = await (await fetch(`${runtime.siteUrl}/api/common/settings`)).json();
    expect(settings.auth).toEqual({
      userPoolId: runtime.cognito.userPoolId,
      clientId: runtime.cognito.clientId,
      endpoint: '/_local/cognito',
    });
  });
});

describe('profile API', () => {
  let idToken = '';
  let refreshToken = '';
  const api = async (method: string, path: string, body?: unknown, token = idToken) => {
    const response = await fetch(`${runtime.siteUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const company = {
    taxNumber: 'PL 526-025-02-74',
    companyName: 'Przykładowa Firma sp. z o.o.',
    companyZipCode: '00-950',
    companyCity: 'Warszawa',
    companyStreet: 'Prosta',
    companyBuildingNumber: '20',
  };

  beforeAll(async () => {
    const tokens = await registerAndSignIn('ewa@example.pl', {
      fullName: 'Ewa Nowak',
      marketingConsent: true,
    });
    idToken = String(tokens.IdToken);
    refreshToken = String(tokens.RefreshToken);
  });

  it('answers the profile created at confirmation, with a storage expiry', async () => {
    const { status, body } = await api('GET', '/api/clients/me/profile');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: decodeJwt(idToken).sub,
      accountId: decodeJwt(idToken).sub,
      name: 'Ewa Nowak',
      email: 'ewa@example.pl',
      phone: '+48600100200',
      accountTypeId: 2,
      defaultInvoiceData: null,
      isDefaultCustomer: true,
      isExternal: false,
    });
    expect(Date.parse(body.expirationDateTime)).toBeGreaterThan(Date.now());
  });

  it('edits name and phone, refusing bad input with field keys', async () => {
    expect(await api('PUT', '/api/clients/me/profile', { fullName: '', phone: '600' })).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_data',
        fields: [
          { path: 'fullName', message: 'required' },
          { path: 'phone', message: 'invalid_phone' },
        ],
      },
    });
    const { status, body } = await api('PUT', '/api/clients/me/profile', {
      fullName: 'Ewa Nowak-Kowalska',
      phone: '+48 601 000 000',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Ewa Nowak-Kowalska', phone: '+48601000000' });
  });

  it('refuses invalid company data and a company the register does not know', async () => {
    expect(
      await api('PUT', '/api/clients/me/invoice-data', {
        ...company,
        taxNumber: '5260250275',
        companyZipCode: '00950',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        code: 'invalid_data',
        fields: [
          { path: 'taxNumber', message: 'invalid_tax_number' },
          { path: 'companyZipCode', message: 'invalid_zip_code' },
        ],
      },
    });
    expect(
      await api('PUT', '/api/clients/me/invoice-data', { ...company, taxNumber: '1111111111' }),
    ).toMatchObject({
      status: 404,
      body: { code: 'company_not_found', fields: [{ path: 'taxNumber', message: 'company_not_found' }] },
    });
    expect((await api('GET', '/api/clients/me/profile')).body.accountTypeId).toBe(2);
  });

  it("converts a private customer to business with the register's name and address, not the form's", async () => {
    const invented = {
      ...company,
      companyName: 'Wymyślona sp. z o.o.',
      companyCity: 'Gdzieś',
      companyStreet: 'Fałszywa',
    };
    const { status, body } = await api('PUT', '/api/clients/me/invoice-data', invented);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      accountTypeId: 3,
      defaultInvoiceData: invoiceDataOfTaxpayer(activeCompany),
      defaultInvoiceCheck: { verified: true, vatStatus: 'active', requestId: expect.any(String) },
    });
    const { AuthenticationResult } = await cognito.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: runtime.cognito.clientId,
        RefreshToken: refreshToken,
      }),
    );
    const claims = decodeJwt(String(AuthenticationResult?.IdToken));
    expect(claims['cognito:groups']).toEqual(expect.arrayContaining(['business']));
    expect(claims.account_type).toBe('3');
  });

  it('keeps the flat number from the form only where the register has none', async () => {
    const { body } = await api('PUT', '/api/clients/me/invoice-data', {
      ...company,
      taxNumber: '1234563218',
      companyFlatNumber: '12',
    });
    const registered = invoiceDataOfTaxpayer(activeKrakowCompany);
    expect(registered.companyFlatNumber).toBeUndefined();
    expect(body.defaultInvoiceData).toEqual({ ...registered, companyFlatNumber: '12' });
  });

  it('answers the seeded demo profiles', async () => {
    const [, business] = demoUsers;
    const demo = await signIn(business.email, business.password);
    const answer = await api(
      'GET',
      '/api/clients/me/profile',
      undefined,
      String(demo.AuthenticationResult?.IdToken),
    );
    expect(answer).toMatchObject({ status: 200, body: { email: business.email, accountTypeId: 3 } });
  });

  it('answers user_not_found for a signed-in user without a profile', async () => {
    const { idToken: stranger } = await signUpAndIn(runtime, 'no-profile@example.pl');
    const answer = await api('GET', '/api/clients/me/profile', undefined, stranger);
    expect(answer).toMatchObject({ status: 404, body: { code: 'user_not_found' } });
  });

  it('throttles invoice data attempts per caller (the declared route limit)', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, () =>
        api('PUT', '/api/clients/me/invoice-data', company).then((a) => a.status),
      ),
    );
    expect(statuses).toContain(429);
  });
});
