// Card data never enters the shop (PCI DSS SAQ A, guide/payments.md 2.6): the card is typed on the
// provider's page only. `containsCardData` finds it in a request body, so the HTTP handler refuses the
// request before any route runs and before anything is logged or stored.
//
// Card data is a value holding a card number (PAN) or a field named for the card number or its
// security code with a value. A PAN is a run of 13–19 digits, single spaces or dashes allowed between
// them, that passes the Luhn check and starts with a card scheme's issuer range at a length the scheme
// issues (ISO/IEC 7812 ranges of Visa, Mastercard, American Express, Discover, JCB, Diners Club,
// Maestro, UnionPay and Mir). The scheme table keeps ordinary long numbers out: a 15-digit Open-licence
// authorization number starting with 1, a millisecond timestamp, a 26-digit bank account number.

/** Field names (lower case, letters and digits only) whose value is card data whatever it holds. */
const cardFieldNames = new Set([
  'cvc',
  'cvc2',
  'cvv',
  'cvv2',
  'cardcvc',
  'cardcvv',
  'cardnumber',
  'pan',
  'securitycode',
  'cardsecuritycode',
]);

interface Scheme {
  /** Inclusive ranges of the leading digits, both ends of the same length. */
  prefixes: readonly (readonly [string, string])[];
  lengths: readonly number[];
}

const from = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

const schemes: readonly Scheme[] = [
  { prefixes: [['4', '4']], lengths: [13, 16, 19] }, // Visa
  {
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  }, // Mastercard
  {
    prefixes: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  }, // American Express
  {
    prefixes: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: from(16, 19),
  }, // Discover
  { prefixes: [['3528', '3589']], lengths: from(16, 19) }, // JCB
  {
    prefixes: [
      ['300', '305'],
      ['36', '36'],
      ['38', '39'],
    ],
    lengths: from(14, 19),
  }, // Diners Club
  {
    prefixes: [
      ['50', '50'],
      ['56', '69'],
    ],
    lengths: from(13, 19),
  }, // Maestro, UnionPay (62)
  { prefixes: [['2200', '2204']], lengths: from(16, 19) }, // Mir
];

const inScheme = (digits: string): boolean =>
  schemes.some(
    ({ prefixes, lengths }) =>
      lengths.includes(digits.length) &&
      prefixes.some(([low, high]) => {
        const lead = digits.slice(0, low.length);
        return lead >= low && lead <= high;
      }),
  );

const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

/**
 * Maximal runs of digits with single spaces or dashes between them, standing alone: a run touching a
 * letter or another digit is part of a longer token (a hex signature such as a Przelewy24 notification's
 * `sign`, an id), never a card number typed by someone.
 */
const digitRuns = /(?<![\p{L}\p{N}])\d(?:[ -]?\d)*(?![\p{L}\p{N}])/gu;

/** The fewest digits a card number has: a shorter text is passed over without a scan. */
const shortestCardNumber = 13;

const holdsCardNumber = (text: string): boolean =>
  text.length >= shortestCardNumber &&
  [...text.matchAll(digitRuns)].some(([run]) => {
    const digits = run.replace(/[ -]/g, '');
    return (
      digits.length >= shortestCardNumber && digits.length <= 19 && passesLuhn(digits) && inScheme(digits)
    );
  });

const isCardField = (key: string): boolean => cardFieldNames.has(key.toLowerCase().replace(/[^a-z0-9]/g, ''));

const hasValue = (value: unknown): boolean => value !== null && value !== undefined && value !== '';

/**
 * Whether a parsed body (or a raw text) carries a card number or a card security field, at any depth.
 * A walk with its own stack, so a deeply nested body cannot exhaust the call stack; an array's items
 * are taken without naming their indexes, which are never a card field's name or a card number.
 */
export const containsCardData = (body: unknown): boolean => {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && holdsCardNumber(value)) return true;
    if (typeof value === 'number' && holdsCardNumber(String(value))) return true;
    if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (isCardField(key) && hasValue(child)) return true;
        if (holdsCardNumber(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
};
