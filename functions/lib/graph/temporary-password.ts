import { randomInt } from 'node:crypto';

// The temporary password of a new user or a reset, shown to the customer once: 16 characters from
// node:crypto's generator with at least one of each kind Entra counts (lowercase, uppercase, digit,
// symbol; it asks for 3 of the 4, microsoft.md 3.10). Characters easily misread when copied from the
// screen (l, I, O, 0, 1) and quotes are left out.

const kinds = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#$%*+-=?@^_'];
const anyKind = kinds.join('');
const length = 16;

const pick = (characters: string) => characters.charAt(randomInt(characters.length));

export const temporaryPassword = (): string => {
  const characters = [
    ...kinds.map(pick),
    ...Array.from({ length: length - kinds.length }, () => pick(anyKind)),
  ];
  // Fisher–Yates, so the one-of-each-kind characters are not always the first four.
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j] ?? '', characters[i] ?? ''];
  }
  return characters.join('');
};
