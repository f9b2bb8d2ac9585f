import { constants, createHash, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '#shared/invoices/sample-invoice';
import { renderFa3 } from '../fa3/render-fa3';
import { ksefQrLinks } from './ksef-qr-links';

const pem = (type: 'rsa' | 'ec') => {
  const { privateKey, publicKey } =
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey };
};

const offline = {
  ...sampleInvoice,
  ksef: { status: 'offline' as const, offlineSince: '2026-11-20T10:05:00.000Z', invoiceHash: 'A'.repeat(43) },
};

/** The signed part of a KOD II link and its signature (kody-qr.md: no scheme, no signature). */
const signedParts = (link: string) => {
  const withoutScheme = link.replace(/^https:\/\//, '');
  const cut = withoutScheme.lastIndexOf('/');
  return {
    text: withoutScheme.slice(0, cut),
    signature: Buffer.from(withoutScheme.slice(cut + 1), 'base64url'),
  };
};

describe('ksefQrLinks', () => {
  it("links KOD I to the seller's NIP, the issue day and the SHA-256 of the invoice's FA(3) XML (kody-qr.md)", () => {
    const hash = createHash('sha256').update(renderFa3(sampleInvoice), 'utf8').digest('base64url');
    expect(ksefQrLinks(sampleInvoice)).toEqual({
      invoice: `https://qr.ksef.mf.gov.pl/invoice/5260250274/20-11-2026/${hash}`,
    });
  });

  it('links the hash of the XML as sent when the invoice holds it, not a new rendering', () => {
    expect(ksefQrLinks(offline).invoice).toBe(
      `https://qr.ksef.mf.gov.pl/invoice/5260250274/20-11-2026/${'A'.repeat(43)}`,
    );
  });

  it('adds KOD II only to an invoice issued offline, signed RSASSA-PSS (SHA-256, 32-byte salt) by the offline certificate', () => {
    const { privateKey, publicKey } = pem('rsa');
    expect(ksefQrLinks(sampleInvoice, { serial: '0A1B', privateKey }).certificate).toBeUndefined();
    const link = ksefQrLinks(offline, { serial: '0A1B', privateKey }).certificate ?? '';
    expect(link).toMatch(
      new RegExp(
        `^https://qr\\.ksef\\.mf\\.gov\\.pl/certificate/Nip/5260250274/5260250274/0A1B/${'A'.repeat(43)}/[\\w-]+$`,
      ),
    );
    const { text, signature } = signedParts(link);
    const options = { key: publicKey, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 };
    expect(verify('sha256', Buffer.from(text), options, signature)).toBe(true);
    expect(verify('sha256', Buffer.from(`${text}x`), options, signature)).toBe(false);
  });

  it('signs KOD II with ECDSA P-256 in IEEE P1363 (R || S, 64 bytes) for an EC certificate', () => {
    const { privateKey, publicKey } = pem('ec');
    const { text, signature } = signedParts(
      ksefQrLinks(offline, { serial: '0A1B', privateKey }).certificate ?? '',
    );
    expect(signature).toHaveLength(64);
    expect(
      verify('sha256', Buffer.from(text), { key: publicKey, dsaEncoding: 'ieee-p1363' }, signature),
    ).toBe(true);
  });
});
