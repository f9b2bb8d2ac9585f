import { describe, expect, it } from 'vitest';
import {
  type CertificateLinkInput,
  certificateLinkToSign,
  certificateVerificationLink,
  invoiceVerificationLink,
  ksefQrOrigins,
} from './ksef-qr';

// The examples of kody-qr.md, word for word.
const hash = 'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';
const signature =
  'mSkm_XmM9fq7PgAJwiL32L9ujhyguOEV48cDB0ncemD2r9TMGa3lr0iRoFk588agCi8QPsOuscUY1rZ7ff76STbGquO-gZtQys5_fHdf2HUfDqPqVTnUS6HknBu0zLkyf9ygoW7WbH06Ty_8BgQTlOmJFzNWSt9WZa7tAGuAE9JOooNps-KG2PYkkIP4q4jPMp3FKypAygHVnXtS0RDGgOxhhM7LWtFP7D-dWINbh5yXD8Lr-JVbeOpyQjHa6WmMYavCDQJ3X_Z-iS01LZu2s1B3xuOykl1h0sLObCdADrbxOONsXrvQa61Xt_rxyprVraj2Uf9pANQgR4-12HEcMw';
const certificateInput: CertificateLinkInput = {
  origin: ksefQrOrigins.test,
  contextType: 'Nip',
  contextId: '1111111111',
  sellerNip: '1111111111',
  certificateSerial: '01F20A5D352AE590',
  invoiceHash: hash,
};

describe('KSeF QR links (kody-qr.md)', () => {
  it('KOD I: the verification link with the issue date as DD-MM-YYYY', () => {
    expect(
      invoiceVerificationLink({
        origin: ksefQrOrigins.test,
        sellerNip: '1111111111',
        issueDate: '2026-02-01',
        invoiceHash: hash,
      }),
    ).toBe(
      'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
  });

  it('KOD II: signs the link without its scheme and appends the signature', () => {
    expect(certificateLinkToSign(certificateInput)).toBe(
      'qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    );
    const signed: string[] = [];
    const link = certificateVerificationLink(certificateInput, (text) => {
      signed.push(text);
      return signature;
    });
    expect(signed).toEqual([certificateLinkToSign(certificateInput)]);
    expect(link).toBe(
      `https://qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE/${signature}`,
    );
  });
});
