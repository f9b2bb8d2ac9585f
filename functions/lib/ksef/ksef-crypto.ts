import {
  constants,
  createCipheriv,
  createHash,
  type KeyObject,
  publicEncrypt,
  randomBytes,
  X509Certificate,
} from 'node:crypto';

// The cryptography KSeF API 2.0 asks for (uwierzytelnianie.md 2.2, sesja-interaktywna.md), node:crypto only:
// RSAES-OAEP with SHA-256 and MGF1-SHA-256 under the Ministry's public key certificate (the KSeF token,
// the session's symmetric key), AES-256-CBC with PKCS#7 padding (the invoice), SHA-256 in base64
// (the hashes of the invoice and of its ciphertext).

/** The public key of a certificate as `GET /security/public-key-certificates` gives it (DER, base64). */
export const publicKeyOfCertificate = (certificate: string): KeyObject =>
  new X509Certificate(Buffer.from(certificate, 'base64')).publicKey;

export const encryptRsaOaep = (key: KeyObject, data: Buffer): Buffer =>
  publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);

/** A fresh AES-256 key and 128-bit IV, one pair per session. */
export const newSessionKey = () => ({ key: randomBytes(32), iv: randomBytes(16) });

export const encryptAes256Cbc = (key: Buffer, iv: Buffer, data: Buffer): Buffer => {
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  return Buffer.concat([cipher.update(data), cipher.final()]);
};

export const sha256 = (data: Buffer | string): Buffer => createHash('sha256').update(data).digest();

/** A file's hash (SHA-256, base64) and size in bytes, as the send-invoice request carries them. */
export const fileMetadata = (data: Buffer) => ({ hash: sha256(data).toString('base64'), size: data.length });
