import { setTimeout as sleep } from 'node:timers/promises';
import { ksefSession } from './ksef-auth';
import {
  fa3FormCode,
  type InvoiceStatusAnswer,
  invoiceStatusSchema,
  openSessionSchema,
  sendInvoiceSchema,
} from './ksef-contract';
import { encryptAes256Cbc, encryptRsaOaep, fileMetadata, newSessionKey } from './ksef-crypto';
import { ksefHttp } from './ksef-http';
import type { KsefOutcome, KsefPort, KsefReference } from './port';

// The KSeF API 2.0 adapter (sesja-interaktywna.md, sesja-sprawdzenie-stanu-i-pobranie-upo.md): one
// interactive session per invoice: a fresh AES-256 key encrypted RSA-OAEP under the Ministry's
// `SymmetricKeyEncryption` key opens the FA(3) session, the invoice goes AES-256-CBC encrypted with
// the SHA-256 and size of the XML and of the ciphertext, the session is closed, and the invoice's
// status is polled until KSeF has decided; an accepted one's UPO is fetched.

export interface KsefClientOptions {
  endpoint: string;
  /** The KSeF token (read once from Secrets Manager on AWS, `KSEF_TOKEN` locally). */
  ksefToken: () => Promise<string>;
  /** Status polls after sending, and the pause between them. */
  polls?: number;
  pollIntervalMs?: number;
  maxRetries?: number;
}

const undecided = new Set([100, 150]);
/** weryfikacja-faktury.md: the same seller, kind and number sent before. */
const duplicateCode = 440;

export const ksefClient = ({
  endpoint,
  ksefToken,
  polls = 10,
  pollIntervalMs = 1000,
  maxRetries,
}: KsefClientOptions): KsefPort => {
  const http = ksefHttp({ endpoint, ...(maxRetries === undefined ? {} : { maxRetries }) });
  const session = ksefSession(http, ksefToken);

  const outcome = async (
    reference: KsefReference,
    bearer: string,
    answer: InvoiceStatusAnswer,
  ): Promise<KsefOutcome> => {
    const { code, description, details, extensions } = answer.status;
    if (undecided.has(code)) return { state: 'processing', reference };
    // A duplicate (440): KSeF took this invoice before (a send whose answer was lost); its original.
    const original = extensions?.originalKsefNumber;
    const originalSession = extensions?.originalSessionReferenceNumber;
    if (code === duplicateCode && original && originalSession)
      return {
        state: 'accepted',
        reference: { sessionReference: originalSession, invoiceReference: reference.invoiceReference },
        ksefNumber: original,
        acceptedAt: answer.acquisitionDate ?? new Date().toISOString(),
        upo: await http.text('GET', `/sessions/${originalSession}/invoices/ksef/${original}/upo`, {
          expect: [200],
          bearer,
        }),
      };
    if (code !== 200 || !answer.ksefNumber)
      return { state: 'rejected', reference, code, description, details: details ?? [] };
    const upo = await http.text(
      'GET',
      `/sessions/${reference.sessionReference}/invoices/${reference.invoiceReference}/upo`,
      { expect: [200], bearer },
    );
    return {
      state: 'accepted',
      reference,
      ksefNumber: answer.ksefNumber,
      acceptedAt: answer.acquisitionDate ?? new Date().toISOString(),
      upo,
    };
  };

  const statusOf = async (reference: KsefReference, bearer: string) =>
    invoiceStatusSchema.parse(
      await http.json(
        'GET',
        `/sessions/${reference.sessionReference}/invoices/${reference.invoiceReference}`,
        {
          expect: [200],
          bearer,
        },
      ),
    );

  return {
    send: async ({ xml, sellerNip, offline }) => {
      const bearer = await session.accessToken(sellerNip);
      const { symmetricKeyEncryption } = await session.keys();
      const { key, iv } = newSessionKey();
      const opened = openSessionSchema.parse(
        await http.json('POST', '/sessions/online', {
          expect: [201],
          bearer,
          body: {
            formCode: fa3FormCode,
            encryption: {
              encryptedSymmetricKey: encryptRsaOaep(symmetricKeyEncryption, key).toString('base64'),
              initializationVector: iv.toString('base64'),
            },
          },
        }),
      );
      const plain = Buffer.from(xml, 'utf8');
      const encrypted = encryptAes256Cbc(key, iv, plain);
      const invoice = fileMetadata(plain);
      const ciphertext = fileMetadata(encrypted);
      const sent = sendInvoiceSchema.parse(
        await http.json('POST', `/sessions/online/${opened.referenceNumber}/invoices`, {
          expect: [202],
          bearer,
          body: {
            invoiceHash: invoice.hash,
            invoiceSize: invoice.size,
            encryptedInvoiceHash: ciphertext.hash,
            encryptedInvoiceSize: ciphertext.size,
            encryptedInvoiceContent: encrypted.toString('base64'),
            offlineMode: offline,
          },
        }),
      );
      await http.none('POST', `/sessions/online/${opened.referenceNumber}/close`, { expect: [204], bearer });
      const reference = { sessionReference: opened.referenceNumber, invoiceReference: sent.referenceNumber };
      for (let poll = 0; ; poll += 1) {
        const result = await outcome(reference, bearer, await statusOf(reference, bearer));
        if (result.state !== 'processing' || poll + 1 >= polls) return result;
        await sleep(pollIntervalMs);
      }
    },
    status: async ({ reference, sellerNip }) => {
      const bearer = await session.accessToken(sellerNip);
      return outcome(reference, bearer, await statusOf(reference, bearer));
    },
  };
};
