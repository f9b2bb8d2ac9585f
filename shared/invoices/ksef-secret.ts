import * as z from 'zod/mini';

/**
 * The Secrets Manager secret of KSeF (KSEF_SECRET_ARN, on AWS): the KSeF token the shop authenticates
 * with (tokeny-ksef.md) and its KSeF certificate of type Offline for KOD II (kody-qr.md): the serial
 * (hex) and the private key (PKCS#8 PEM, RSA 2048+ or EC P-256).
 */
export const ksefSecretSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    token: z.string().check(z.minLength(1)),
    offlineCertificateSerial: z.string().check(z.regex(/^[0-9A-F]+$/)),
    offlineCertificateKey: z.string().check(z.minLength(1)),
  }),
);
export type KsefSecret = z.infer<typeof ksefSecretSchema>;
