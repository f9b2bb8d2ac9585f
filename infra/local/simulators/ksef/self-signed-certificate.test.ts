import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './self-signed-certificate';

// The KSeF simulator's certificate must parse for every random serial: one starting with a zero byte,
// or with its top bit set, is where a hand-written DER INTEGER goes wrong.

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

describe('the simulator’s self-signed certificate', () => {
  it.each([
    ['00057a1b2c3d4e5f', '057A1B2C3D4E5F'],
    ['0000000000000001', '01'],
    ['80ff00ff00ff00ff', '80FF00FF00FF00FF'],
    ['7fffffffffffffff', '7FFFFFFFFFFFFFFF'],
  ])('parses with the serial %s, read back as %s', (hex, serialNumber) => {
    const certificate = new X509Certificate(
      selfSignedCertificate({
        publicKey,
        privateKey,
        name: 'KSeF',
        days: 30,
        serial: Buffer.from(hex, 'hex'),
      }),
    );
    expect(certificate.serialNumber).toBe(serialNumber);
    expect(certificate.verify(publicKey)).toBe(true);
    expect(certificate.subject).toBe('CN=KSeF');
  });
});
