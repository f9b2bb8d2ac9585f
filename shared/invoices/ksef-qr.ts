// The links of the KSeF QR codes (kody-qr.md), pure so the PDF, the sending and the tests agree.
// KOD I (every invoice): `<origin>/invoice/<seller NIP>/<DD-MM-YYYY of P_1>/<SHA-256 of the XML,
// base64url>`. KOD II (offline invoices only): `<origin>/certificate/<context type>/<context id>/<seller
// NIP>/<offline certificate serial>/<hash>/<signature>`, the signature (base64url) made with the
// offline certificate's private key over the link without `https://` and without the signature.

/** The QR origins per KSeF environment. */
export const ksefQrOrigins = {
  test: 'https://qr-test.ksef.mf.gov.pl',
  demo: 'https://qr-demo.ksef.mf.gov.pl',
  production: 'https://qr.ksef.mf.gov.pl',
} as const;

export type KsefContextType = 'Nip' | 'InternalId' | 'NipVatUe' | 'PeppolId';

/** KOD I: `issueDate` is the invoice's P_1 (YYYY-MM-DD), `invoiceHash` the XML's SHA-256 in base64url. */
export const invoiceVerificationLink = (p: {
  origin: string;
  sellerNip: string;
  issueDate: string;
  invoiceHash: string;
}): string => {
  const [year, month, day] = p.issueDate.split('-');
  return `${p.origin}/invoice/${p.sellerNip}/${day}-${month}-${year}/${p.invoiceHash}`;
};

export interface CertificateLinkInput {
  origin: string;
  contextType: KsefContextType;
  contextId: string;
  sellerNip: string;
  certificateSerial: string;
  invoiceHash: string;
}

/** What KOD II's signature covers: the link's host and path, no scheme, no trailing slash. */
export const certificateLinkToSign = (p: CertificateLinkInput): string =>
  `${p.origin.replace(/^https?:\/\//, '')}/certificate/${p.contextType}/${p.contextId}/${p.sellerNip}/${p.certificateSerial}/${p.invoiceHash}`;

/** KOD II: `sign` answers the base64url signature of the text it is given (RSASSA-PSS or ECDSA P-256). */
export const certificateVerificationLink = (
  p: CertificateLinkInput,
  sign: (text: string) => string,
): string => {
  const signed = certificateLinkToSign(p);
  return `${p.origin.slice(0, p.origin.indexOf('://') + 3)}${signed}/${sign(signed)}`;
};
