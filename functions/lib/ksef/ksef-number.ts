// The KSeF number (faktury/numer-ksef.md): 35 characters `NIP-YYYYMMDD-TECHNICAL-CC`, the seller's
// NIP, the day KSeF took the invoice, 12 upper-case hex digits and a CRC-8 (polynomial 0x07, initial
// value 0x00) of the 32 characters before the last dash, as two upper-case hex digits.

const pattern = /^(\d{10})-(\d{8})-([0-9A-F]{12})-([0-9A-F]{2})$/;

/** CRC-8 of the number's data part (its first 32 characters), as KSeF writes it. */
export const ksefNumberChecksum = (data: string): string => {
  let crc = 0;
  for (const byte of Buffer.from(data, 'utf8')) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc.toString(16).toUpperCase().padStart(2, '0');
};

/** The number KSeF gives an invoice of `nip` taken on `day` (YYYY-MM-DD) with its technical part. */
export const ksefNumber = (nip: string, day: string, technical: string): string => {
  const data = `${nip}-${day.replaceAll('-', '')}-${technical.toUpperCase()}`;
  return `${data}-${ksefNumberChecksum(data)}`;
};

/** A well-formed KSeF number whose checksum matches. */
export const isKsefNumber = (value: string): boolean => {
  const match = pattern.exec(value);
  return match !== null && ksefNumberChecksum(value.slice(0, 32)) === match[4];
};
