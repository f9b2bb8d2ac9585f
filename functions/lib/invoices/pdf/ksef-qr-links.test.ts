import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sampleInvoice } from '#shared/invoices/sample-invoice';
import { renderFa3 } from '../fa3/render-fa3';
import { ksefQrLinks } from './ksef-qr-links';

describe('ksefQrLinks', () => {
  it("links KOD I to the seller's NIP, the issue day and the SHA-256 of the invoice's FA(3) XML (kody-qr.md)", () => {
    const hash = createHash('sha256').update(renderFa3(sampleInvoice), 'utf8').digest('base64url');
    expect(ksefQrLinks(sampleInvoice)).toEqual({
      invoice: `https://qr.ksef.mf.gov.pl/invoice/5260250274/20-11-2026/${hash}`,
    });
  });
});
