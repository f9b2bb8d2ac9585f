// Hostile input for the attack suite (test/support/attacks.ts). Every list is fixed, with a
// name per entry, so a failure names the same request on every run.

/** Text an attacker types into any field, query value or path parameter. */
export const hostileStrings: Record<string, string> = {
  empty: '',
  blank: '   ',
  nul: 'Jan\u0000Kowalski',
  crlf: 'Jan\r\nBcc: ofiara@example.com',
  bidiOverride: 'Jan\u202Eikswolwok',
  bidiIsolate: 'a\u2066b\u2069',
  zeroWidth: 'a\u200Bb\uFEFF',
  lineSeparator: 'a\u2028b\u2029',
  loneHighSurrogate: 'x\uD800',
  loneLowSurrogate: '\uDC00x',
  script: '<script>alert(1)</script>',
  attribute: '"><svg onload=alert(1)>',
  sql: "' OR '1'='1' --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the attack
  template: '${7*7}{{7*7}}#{7*7}',
  traversal: '../../../../etc/passwd',
  percent: '%00%0d%0a%ZZ',
  combining: `Z${'\u0336\u0322\u031B'.repeat(300)}`,
  emoji: '👩‍💻🏳️‍🌈',
  proto: '__proto__',
  constructor: 'constructor',
  long: 'a'.repeat(100_000),
  longDigits: '9'.repeat(400),
};

/** Values of the wrong kind for any field. */
const wrongKinds: Record<string, unknown> = {
  null: null,
  true: true,
  zero: 0,
  negative: -1,
  fraction: 0.5,
  beyondSafeInteger: 2 ** 53 + 2,
  hugeNumber: 1e308,
  emptyArray: [],
  emptyObject: {},
  arrayOfText: ['a', 'b'],
  nestedDeep: JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`),
};

/** Everything a field can be given: the hostile strings and the wrong kinds. */
export const hostileValues: Record<string, unknown> = { ...hostileStrings, ...wrongKinds };

/** Keys that pollute prototypes when code merges input into an object. */
const pollutingMembers = [
  '"__proto__":{"polluted":true}',
  '"constructor":{"prototype":{"polluted":true}}',
  '"prototype":{"polluted":true}',
  '"toString":"x","hasOwnProperty":"x"',
];

/**
 * A valid body (a new one from `sample` each time) turned hostile one field at a time, plus polluting
 * keys beside valid fields; as raw JSON.
 */
export const mutationsOf = (sample: () => Record<string, unknown>): Record<string, string> => {
  const bodies: Record<string, string> = {};
  for (const field of Object.keys(sample())) {
    for (const [name, value] of Object.entries(hostileValues)) {
      bodies[`${field}=${name}`] = JSON.stringify({ ...sample(), [field]: value });
    }
  }
  for (const member of pollutingMembers) {
    bodies[`with ${member}`] = JSON.stringify(sample()).replace(/^\{/, `{${member},`);
  }
  return bodies;
};

export interface RawBody {
  contentType?: string;
  body: string | Buffer;
}

const json = (body: string | Buffer): RawBody => ({ contentType: 'application/json', body });

/** Bodies no route should accept, with what they break. */
export const malformedBodies: Record<string, RawBody> = {
  empty: json(''),
  truncated: json('{"email":'),
  openBracket: json('['),
  null: json('null'),
  array: json('[]'),
  arrayOfObjects: json('[{},{}]'),
  string: json('"x"'),
  number: json('1'),
  boolean: json('true'),
  trailingComma: json('{"a":1,}'),
  singleQuotes: json("{'a':1}"),
  nan: json('{"a":NaN}'),
  comment: json('/* c */{}'),
  byteOrderMark: json('\uFEFF{}'),
  twoDocuments: json('{}{}'),
  loneSurrogateEscape: json('{"email":"\\ud800","fullName":"\\udfff"}'),
  invalidUtf8: json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])),
  nulBytes: json(Buffer.from([0x7b, 0x00, 0x7d])),
  deepArrays: json(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
  deepObjects: json(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
  duplicateKeys: json('{"a":1,"a":2}'),
  overflowingNumber: json('{"rating":1e999,"a":-1e999}'),
  longNumber: json(`{"rating":${'9'.repeat(5000)}}`),
  pollution: json(`{${pollutingMembers.join(',')}}`),
  overBodyLimit: json(JSON.stringify({ email: 'a'.repeat(1024 * 1024) })),
  noContentType: { body: '{}' },
  textPlain: { contentType: 'text/plain', body: '{}' },
  form: { contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.pl&consent=true' },
  multipart: { contentType: 'multipart/form-data; boundary=x', body: '--x\r\n\r\n{}\r\n--x--' },
  xmlEntities: {
    contentType: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
  },
  utf16: { contentType: 'application/json; charset=utf-16', body: Buffer.from('{}', 'utf16le') },
  twoTypes: { contentType: 'application/json, text/html', body: '{}' },
  upperCaseType: { contentType: 'APPLICATION/JSON', body: '{}' },
  jsonLookalike: { contentType: 'application/jsonp', body: '{}' },
};

/** Percent-encodes UTF-8 bytes as a URL does (a lone surrogate becomes U+FFFD's bytes). */
export const percentEncode = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');

/** Path parameter values as they go on the wire, beyond the hostile strings percent-encoded. */
export const hostilePathSegments: Record<string, string> = {
  dotDot: '..',
  dot: '.',
  encodedDotDot: '%2e%2e',
  traversal: '..%2F..%2F..%2Fetc%2Fpasswd',
  rawTraversal: '../../../etc/passwd',
  doubleEncodedSlash: '..%252F..%252Fetc',
  encodedSlash: 'a%2Fb',
  backslash: '..%5C..%5Cwindows',
  nulByte: 'x%00y',
  loneSurrogateUtf8: '%ED%A0%80',
  overlongUtf8: '%C0%AE%C0%AE',
  invalidUtf8: '%FF%FE',
  badPercent: '%',
  badEscape: '%zz',
  semicolon: 'a;b=c',
  longSegment: 'x'.repeat(4000),
  // Within the request line's limit (16 KiB in Node, 8 KiB at CloudFront).
  ...Object.fromEntries(
    Object.entries(hostileStrings).map(([name, text]) => [name, percentEncode(text.slice(0, 1000))]),
  ),
};

/** Query parameter names the routes read. */
const queryKeys = ['q', 'language', 'currency', 'country', 'category', 'sort', 'page', 'ids', 'attr.ram'];

/** Odd query strings (without `?`), each hostile string under a query key in turn. */
export const hostileQueries: Record<string, string> = {
  repeatedKeys: 'language=pl&language=en&currency=PLN&currency=EUR',
  emptyKey: '=1',
  emptyPairs: '&&&=&',
  keyWithoutValue: 'language',
  badPercent: 'q=%',
  badEscape: 'q=%zz',
  invalidUtf8: 'q=%FF%FE',
  brackets: 'ids[]=a&ids[0]=b&ids[__proto__]=c',
  pollution: '__proto__=x&__proto__[polluted]=1&constructor[prototype][polluted]=1',
  manyKeys: Array.from({ length: 1000 }, (_, i) => `k${i}=${i}`).join('&'),
  hugeValue: `q=${'x'.repeat(8000)}`,
  ...Object.fromEntries(
    Object.entries(hostileStrings).map(([name, text], i) => {
      const key = queryKeys[i % queryKeys.length];
      return [`${key}=${name}`, `${key}=${percentEncode(text.slice(0, 1000))}`];
    }),
  ),
};
