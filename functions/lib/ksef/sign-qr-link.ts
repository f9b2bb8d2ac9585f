import { constants, createPrivateKey, sign } from 'node:crypto';

/**
 * KOD II's signature (kody-qr.md "Algorytmy podpisu"): the link text hashed with SHA-256 and signed by
 * the offline certificate's private key, RSASSA-PSS (MGF1 SHA-256, 32-byte salt) for an RSA key, ECDSA
 * P-256 in IEEE P1363 (R || S) for an EC key; base64url.
 */
export const qrLinkSigner = (privateKeyPem: string) => {
  const key = createPrivateKey(privateKeyPem);
  const options =
    key.asymmetricKeyType === 'ec'
      ? { key, dsaEncoding: 'ieee-p1363' as const }
      : { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 };
  return (text: string): string => sign('sha256', Buffer.from(text, 'utf8'), options).toString('base64url');
};
