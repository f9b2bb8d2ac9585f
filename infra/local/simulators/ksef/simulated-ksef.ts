import {
  constants,
  createDecipheriv,
  createHash,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
} from 'node:crypto';
import { ksefNumber } from '#functions/lib/ksef/ksef-number';
import { selfSignedCertificate } from './self-signed-certificate';
import { upoXml } from './upo';

// What the KSeF simulator knows, apart from HTTP: its RSA key pair (published as one certificate for
// both usages), the one KSeF token it accepts (for any NIP context), the challenges, authentications,
// tokens and interactive sessions it handed out, and the invoices it took, keyed by seller NIP and
// invoice number (P_2) for KSeF's duplicate check. Invoices are decided at once when sent.

/** The KSeF token the simulator accepts; the local runtime gives it to the functions as `KSEF_TOKEN`. */
export const simulatorKsefToken = 'local-ksef-token-0123456789abcdef';
/** That token's reference number, as KSeF names a token it issued (`…-EC-…`), which a UPO carries. */
export const simulatorKsefTokenReference = '20260101-EC-0A1B2C3D4E-5F6A7B8C9D-0E';

export type Validate = (xml: string) => { ok: true } | { ok: false; errors: string[] };

export interface InvoiceStatus {
  code: number;
  description: string;
  details?: string[];
  extensions?: Record<string, string>;
}

interface SentInvoice {
  referenceNumber: string;
  ordinalNumber: number;
  invoiceHash: string;
  invoicingDate: string;
  mode: 'Online' | 'Offline';
  status: InvoiceStatus;
  ksefNumber?: string;
  invoiceNumber?: string;
  upo?: string;
}

interface Session {
  nip: string;
  key?: Buffer;
  iv: Buffer;
  closed: boolean;
  invoices: Map<string, SentInvoice>;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex').toUpperCase();
const day = (date: Date) => date.toISOString().slice(0, 10).replaceAll('-', '');
/** A 36-character reference number as KSeF writes them: `20250626-EE-2F20AD2000-242386DF86-52`. */
const referenceNumber = (kind: 'AU' | 'CR' | 'SO' | 'EE') =>
  `${day(new Date())}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;
const token = () => randomBytes(32).toString('base64url');
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('base64');
const tag = (xml: string, name: string) =>
  new RegExp(`<(?:\\w+:)?${name}>([^<]*)</(?:\\w+:)?${name}>`).exec(xml)?.[1];

const fail = (code: number, description: string, details?: string[]): InvoiceStatus => ({
  code,
  description,
  ...(details ? { details } : {}),
});

export const simulatedKsef = (validate: Validate) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificate = selfSignedCertificate({ publicKey, privateKey, name: 'KSeF simulator', days: 365 });
  const challenges = new Map<string, number>();
  const authentications = new Map<
    string,
    { referenceNumber: string; nip: string; code: number; detail?: string; redeemed: boolean }
  >();
  const accessTokens = new Map<string, string>();
  const refreshTokens = new Map<string, string>();
  const sessions = new Map<string, Session>();
  /** Seller NIP, kind and number → the invoice KSeF took first: its KSeF number and session. */
  const taken = new Map<string, { ksefNumber: string; sessionReference: string }>();
  const validity = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
  const decrypt = (data: Buffer) =>
    privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);

  const decide = (
    session: Session,
    sent: SentInvoice,
    content: Buffer,
    declared: {
      invoiceHash: string;
      invoiceSize: number;
      encryptedInvoiceHash: string;
      encryptedInvoiceSize: number;
    },
  ): InvoiceStatus => {
    if (!session.key) return fail(435, 'Błąd odszyfrowania pliku', ['Błąd odszyfrowania klucza sesji']);
    if (sha256(content) !== declared.encryptedInvoiceHash || content.length !== declared.encryptedInvoiceSize)
      return fail(430, 'Błąd weryfikacji pliku faktury', [
        'Skrót lub rozmiar zaszyfrowanej faktury niezgodny z przesłanym',
      ]);
    let xml: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-cbc', session.key, session.iv);
      xml = Buffer.concat([decipher.update(content), decipher.final()]);
    } catch {
      return fail(435, 'Błąd odszyfrowania pliku');
    }
    if (sha256(xml) !== declared.invoiceHash || xml.length !== declared.invoiceSize)
      return fail(430, 'Błąd weryfikacji pliku faktury', [
        'Skrót lub rozmiar faktury niezgodny z przesłanym',
      ]);
    const text = xml.toString('utf8');
    const valid = validate(text);
    if (!valid.ok) return fail(430, 'Błąd weryfikacji pliku faktury', valid.errors);
    const sellerNip = /<(?:\w+:)?Podmiot1>[\s\S]*?<(?:\w+:)?NIP>(\d{10})</.exec(text)?.[1];
    const invoiceNumber = tag(text, 'P_2') ?? '';
    const issueDate = tag(text, 'P_1') ?? '';
    if (sellerNip !== session.nip)
      return fail(410, 'Nieprawidłowy zakres uprawnień', [
        `Brak uprawnień do wystawienia faktury sprzedawcy ${sellerNip}`,
      ]);
    if (issueDate > new Date().toISOString().slice(0, 10))
      return fail(450, 'Błąd weryfikacji semantyki dokumentu faktury', [
        'Data wystawienia faktury (P_1) jest późniejsza niż data przyjęcia',
      ]);
    const duplicateOf = taken.get(`${sellerNip}|${tag(text, 'RodzajFaktury')}|${invoiceNumber}`);
    if (duplicateOf)
      return {
        ...fail(440, 'Duplikat faktury', [
          `Duplikat faktury. Faktura o numerze KSeF: ${duplicateOf.ksefNumber} została już prawidłowo przesłana do systemu w sesji: ${duplicateOf.sessionReference}`,
        ]),
        extensions: {
          originalSessionReferenceNumber: duplicateOf.sessionReference,
          originalKsefNumber: duplicateOf.ksefNumber,
        },
      };
    const acceptedAt = new Date().toISOString();
    sent.ksefNumber = ksefNumber(sellerNip, acceptedAt.slice(0, 10), hex(6));
    sent.invoiceNumber = invoiceNumber;
    const sessionReference = [...sessions].find(([, s]) => s === session)?.[0] ?? '';
    taken.set(`${sellerNip}|${tag(text, 'RodzajFaktury')}|${invoiceNumber}`, {
      ksefNumber: sent.ksefNumber,
      sessionReference,
    });
    sent.upo = upoXml({
      sessionReference,
      contextNip: session.nip,
      tokenReference: simulatorKsefTokenReference,
      sellerNip,
      ksefNumber: sent.ksefNumber,
      invoiceNumber,
      issueDate,
      sentAt: sent.invoicingDate,
      acceptedAt,
      invoiceHash: sent.invoiceHash,
      mode: sent.mode,
    });
    return fail(200, 'Sukces');
  };

  return {
    /** `GET /security/public-key-certificates`. */
    certificates: () => {
      const now = new Date();
      return [
        {
          certificate: certificate.toString('base64'),
          certificateId: sha256(certificate),
          publicKeyId: sha256(publicKey.export({ type: 'spki', format: 'der' })),
          validFrom: now.toISOString(),
          validTo: new Date(now.getTime() + 365 * 86_400_000).toISOString(),
          usage: ['KsefTokenEncryption', 'SymmetricKeyEncryption'],
        },
      ];
    },
    challenge: (clientIp: string) => {
      const timestamp = new Date();
      const challenge = referenceNumber('CR');
      challenges.set(challenge, timestamp.getTime());
      return { challenge, timestamp: timestamp.toISOString(), timestampMs: timestamp.getTime(), clientIp };
    },
    /** `POST /auth/ksef-token`: the outcome (450 for a bad token or challenge) is read from the status. */
    startTokenAuthentication: (p: { challenge: string; nip: string; encryptedToken: string }) => {
      let plain = '';
      try {
        plain = decrypt(Buffer.from(p.encryptedToken, 'base64')).toString('utf8');
      } catch {
        plain = '';
      }
      const issuedAt = challenges.get(p.challenge);
      challenges.delete(p.challenge);
      const [given, timestampMs] = plain.split('|');
      const detail =
        issuedAt === undefined || Number(timestampMs) !== issuedAt
          ? 'Nieprawidłowe wyzwanie autoryzacyjne'
          : given !== simulatorKsefToken
            ? 'Nieprawidłowy token'
            : undefined;
      const authenticationToken = token();
      const reference = referenceNumber('AU');
      authentications.set(authenticationToken, {
        referenceNumber: reference,
        nip: p.nip,
        code: detail ? 450 : 200,
        ...(detail ? { detail } : {}),
        redeemed: false,
      });
      return {
        referenceNumber: reference,
        authenticationToken: { token: authenticationToken, validUntil: validity(10) },
      };
    },
    authentication: (authenticationToken: string, reference: string) => {
      const found = authentications.get(authenticationToken);
      return found?.referenceNumber === reference ? found : undefined;
    },
    /** `POST /auth/token/redeem`: once per successful authentication. */
    redeem: (authenticationToken: string) => {
      const found = authentications.get(authenticationToken);
      if (found?.code !== 200 || found.redeemed) return undefined;
      found.redeemed = true;
      const access = token();
      const refresh = token();
      accessTokens.set(access, found.nip);
      refreshTokens.set(refresh, found.nip);
      return {
        accessToken: { token: access, validUntil: validity(15) },
        refreshToken: { token: refresh, validUntil: validity(7 * 24 * 60) },
      };
    },
    refresh: (refreshToken: string) => {
      const nip = refreshTokens.get(refreshToken);
      if (!nip) return undefined;
      const access = token();
      accessTokens.set(access, nip);
      return { accessToken: { token: access, validUntil: validity(15) } };
    },
    /** The NIP context an access token acts in. */
    contextOf: (accessToken: string) => accessTokens.get(accessToken),
    openSession: (
      nip: string,
      encryption: { encryptedSymmetricKey: string; initializationVector: string },
    ) => {
      let key: Buffer | undefined;
      try {
        key = decrypt(Buffer.from(encryption.encryptedSymmetricKey, 'base64'));
      } catch {
        key = undefined;
      }
      const reference = referenceNumber('SO');
      sessions.set(reference, {
        nip,
        ...(key?.length === 32 ? { key } : {}),
        iv: Buffer.from(encryption.initializationVector, 'base64'),
        closed: false,
        invoices: new Map(),
      });
      return { referenceNumber: reference, validUntil: validity(12 * 60) };
    },
    session: (nip: string, reference: string) => {
      const found = sessions.get(reference);
      return found?.nip === nip ? found : undefined;
    },
    sendInvoice: (
      session: Session,
      request: {
        invoiceHash: string;
        invoiceSize: number;
        encryptedInvoiceHash: string;
        encryptedInvoiceSize: number;
        encryptedInvoiceContent: string;
        offlineMode?: boolean | undefined;
      },
    ) => {
      const sent: SentInvoice = {
        referenceNumber: referenceNumber('EE'),
        ordinalNumber: session.invoices.size + 1,
        invoiceHash: request.invoiceHash,
        invoicingDate: new Date().toISOString(),
        mode: request.offlineMode ? 'Offline' : 'Online',
        status: fail(100, 'Faktura przyjęta do dalszego przetwarzania'),
      };
      sent.status = decide(session, sent, Buffer.from(request.encryptedInvoiceContent, 'base64'), request);
      session.invoices.set(sent.referenceNumber, sent);
      return { referenceNumber: sent.referenceNumber };
    },
  };
};

export type SimulatedKsef = ReturnType<typeof simulatedKsef>;
export type SimulatedSession = NonNullable<ReturnType<SimulatedKsef['session']>>;
