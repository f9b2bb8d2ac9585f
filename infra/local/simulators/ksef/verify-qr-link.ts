import { constants, type KeyObject, verify } from 'node:crypto';

// What KSeF's verification page checks of a KOD II link (kody-qr.md "Weryfikacja"): the offline
// certificate named by its serial is the shop's, and the signature over the link's host and path (no
// scheme, without the signature) is that certificate key's, RSASSA-PSS SHA-256 with a 32-byte salt.

const certificateLink =
  /^https:\/\/([^/]+\/certificate\/(?:Nip|InternalId|NipVatUe|PeppolId)\/[^/]+\/\d{10}\/([0-9A-F]+)\/[A-Za-z0-9_-]{43})\/([A-Za-z0-9_-]+)$/;

export type QrVerdict =
  | { valid: true }
  | { valid: false; reason: 'malformed' | 'unknown_certificate' | 'bad_signature' };

export const verifyCertificateLink = (
  link: string,
  certificate: { serial: string; publicKey: KeyObject },
): QrVerdict => {
  const parts = certificateLink.exec(link);
  if (!parts) return { valid: false, reason: 'malformed' };
  const [, signed = '', serial, signature = ''] = parts;
  if (serial !== certificate.serial) return { valid: false, reason: 'unknown_certificate' };
  const good = verify(
    'sha256',
    Buffer.from(signed, 'utf8'),
    { key: certificate.publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 },
    Buffer.from(signature, 'base64url'),
  );
  return good ? { valid: true } : { valid: false, reason: 'bad_signature' };
};
