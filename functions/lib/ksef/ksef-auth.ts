import type { KeyObject } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type * as z from 'zod/mini';
import {
  authInitSchema,
  authStatusSchema,
  authTokensSchema,
  challengeSchema,
  publicKeyCertificatesSchema,
  refreshedTokenSchema,
} from './ksef-contract';
import { encryptRsaOaep, publicKeyOfCertificate } from './ksef-crypto';
import { type KsefHttp, KsefRequestError } from './ksef-http';

// Authentication with a KSeF token (uwierzytelnianie.md 2.2): challenge → `token|timestampMs`
// encrypted RSA-OAEP SHA-256 under the Ministry's `KsefTokenEncryption` key → `POST /auth/ksef-token`
// → poll `GET /auth/{ref}` until 200 → redeem the access and refresh tokens. The access token is kept
// until shortly before it expires and then refreshed with the refresh token (valid up to 7 days).

export interface MinistryKeys {
  tokenEncryption: KeyObject;
  symmetricKeyEncryption: KeyObject;
}

/** The Ministry's public keys, by usage (`GET /security/public-key-certificates`). */
export const ministryKeys = async (http: KsefHttp): Promise<MinistryKeys> => {
  const certificates = publicKeyCertificatesSchema.parse(
    await http.json('GET', '/security/public-key-certificates', { expect: [200] }),
  );
  const now = new Date().toISOString();
  const keyFor = (usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption') => {
    const found = certificates.find((c) => c.usage.includes(usage) && c.validFrom <= now && now < c.validTo);
    if (!found) throw new Error(`KSeF published no valid ${usage} certificate`);
    return publicKeyOfCertificate(found.certificate);
  };
  return {
    tokenEncryption: keyFor('KsefTokenEncryption'),
    symmetricKeyEncryption: keyFor('SymmetricKeyEncryption'),
  };
};

const renewBeforeMs = 60_000;
const authPolls = 30;

const authenticate = async (http: KsefHttp, keys: MinistryKeys, nip: string, ksefToken: string) => {
  const challenge = challengeSchema.parse(await http.json('POST', '/auth/challenge', { expect: [200] }));
  const encryptedToken = encryptRsaOaep(
    keys.tokenEncryption,
    Buffer.from(`${ksefToken}|${challenge.timestampMs}`),
  );
  const started = authInitSchema.parse(
    await http.json('POST', '/auth/ksef-token', {
      expect: [202],
      body: {
        challenge: challenge.challenge,
        contextIdentifier: { type: 'Nip', value: nip },
        encryptedToken: encryptedToken.toString('base64'),
      },
    }),
  );
  const bearer = started.authenticationToken.token;
  for (let poll = 0; poll < authPolls; poll += 1) {
    const { status } = authStatusSchema.parse(
      await http.json('GET', `/auth/${started.referenceNumber}`, { expect: [200], bearer }),
    );
    if (status.code === 200)
      return authTokensSchema.parse(await http.json('POST', '/auth/token/redeem', { expect: [200], bearer }));
    if (status.code !== 100) throw new KsefRequestError(status.code, JSON.stringify(status));
    await sleep(500);
  }
  throw new KsefRequestError(100, 'authentication still in progress');
};

/** An access token for `nip`, authenticating or refreshing only when the one held is about to expire. */
export const ksefSession = (http: KsefHttp, ksefToken: () => Promise<string>) => {
  let keys: MinistryKeys | undefined;
  const held = new Map<string, z.infer<typeof authTokensSchema>>();
  const fresh = (validUntil: string) => Date.parse(validUntil) - renewBeforeMs > Date.now();
  return {
    keys: async () => {
      keys ??= await ministryKeys(http);
      return keys;
    },
    accessToken: async (nip: string): Promise<string> => {
      const tokens = held.get(nip);
      if (tokens && fresh(tokens.accessToken.validUntil)) return tokens.accessToken.token;
      if (tokens && fresh(tokens.refreshToken.validUntil)) {
        const { accessToken } = refreshedTokenSchema.parse(
          await http.json('POST', '/auth/token/refresh', {
            expect: [200],
            bearer: tokens.refreshToken.token,
          }),
        );
        held.set(nip, { ...tokens, accessToken });
        return accessToken.token;
      }
      keys ??= await ministryKeys(http);
      const redeemed = await authenticate(http, keys, nip, await ksefToken());
      held.set(nip, redeemed);
      return redeemed.accessToken.token;
    },
  };
};
