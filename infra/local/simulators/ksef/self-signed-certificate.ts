import { type KeyObject, randomBytes, sign } from 'node:crypto';

// A self-signed X.509 v3 certificate (DER) around a public key, for the simulator's public key
// certificate endpoint: node:crypto reads certificates (X509Certificate) but does not make them, so the
// few DER structures of RFC 5280 a certificate needs are written here (sha256WithRSAEncryption).

const der = (tag: number, content: Buffer): Buffer => {
  const length =
    content.length < 0x80
      ? Buffer.from([content.length])
      : (() => {
          const bytes = Buffer.from(
            content.length.toString(16).padStart(content.length > 0xff ? 4 : 2, '0'),
            'hex',
          );
          return Buffer.concat([Buffer.from([0x80 | bytes.length]), bytes]);
        })();
  return Buffer.concat([Buffer.from([tag]), length, content]);
};
const sequence = (...items: Buffer[]) => der(0x30, Buffer.concat(items));
/**
 * A non-negative DER INTEGER in its one minimal form: no leading zero byte unless the next one has its
 * top bit set (then the zero keeps it positive). A strict parser such as OpenSSL's refuses any other,
 * so a random serial starting with a zero byte made one start of the simulator in about 256 fail.
 */
const unsignedInteger = (bytes: Buffer): Buffer => {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const minimal = bytes.subarray(start);
  return der(0x02, (minimal[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), minimal]) : minimal);
};
const oid = (hex: string) => der(0x06, Buffer.from(hex, 'hex'));
const sha256WithRsa = sequence(oid('2a864886f70d01010b'), der(0x05, Buffer.alloc(0)));
const commonName = (name: string) =>
  sequence(der(0x31, sequence(oid('550403'), der(0x0c, Buffer.from(name, 'utf8')))));
const utcTime = (date: Date) =>
  der(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`, 'ascii'));

/**
 * A certificate of `publicKey`, signed by `privateKey`, named `name`, valid for `days` from now, with a
 * random 64-bit serial unless one is given.
 */
export const selfSignedCertificate = (p: {
  publicKey: KeyObject;
  privateKey: KeyObject;
  name: string;
  days: number;
  serial?: Buffer;
}): Buffer => {
  const now = new Date();
  const tbs = sequence(
    der(0xa0, der(0x02, Buffer.from([2]))),
    unsignedInteger(p.serial ?? randomBytes(8)),
    sha256WithRsa,
    commonName(p.name),
    sequence(utcTime(now), utcTime(new Date(now.getTime() + p.days * 86_400_000))),
    commonName(p.name),
    p.publicKey.export({ type: 'spki', format: 'der' }),
  );
  const signature = sign('sha256', tbs, p.privateKey);
  return sequence(tbs, sha256WithRsa, der(0x03, Buffer.concat([Buffer.from([0]), signature])));
};
