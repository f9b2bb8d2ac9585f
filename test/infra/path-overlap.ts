// Whether some request path is matched both by a CloudFront path pattern and by an API Gateway route
// template, decided exactly, whatever a parameter's value: each is read as a sequence of character
// classes, once or repeated (`*` any characters, `?` one; `{name}` one or more of a segment's,
// `{proxy+}` one or more of any), and the two are walked together until both end.

type CharClass = { char: string } | 'any' | 'segment';
interface Step {
  accepts: CharClass;
  repeats: boolean;
}

const literal = (text: string): Step[] => [...text].map((char) => ({ accepts: { char }, repeats: false }));
const oneOrMore = (accepts: CharClass): Step[] => [
  { accepts, repeats: false },
  { accepts, repeats: true },
];

const patternSteps = (pattern: string): Step[] =>
  [...pattern].flatMap((char): Step[] => {
    if (char === '*') return [{ accepts: 'any', repeats: true }];
    return char === '?' ? [{ accepts: 'any', repeats: false }] : literal(char);
  });

const templateSteps = (template: string): Step[] =>
  template
    .split(/(\{[^{}]+\})/)
    .flatMap((part) =>
      /^\{.+\}$/.test(part) ? oneOrMore(part.endsWith('+}') ? 'any' : 'segment') : literal(part),
    );

/** Whether one character can be of both classes. */
const meet = (a: CharClass, b: CharClass): boolean => {
  if (typeof a === 'object' && typeof b === 'object') return a.char === b.char;
  if (typeof a === 'object') return b === 'any' || a.char !== '/';
  if (typeof b === 'object') return meet(b, a);
  return true;
};

/** Whether a path exists that `pattern` (CloudFront) and `template` (API Gateway) both match. */
export const pathsOverlap = (pattern: string, template: string): boolean => {
  const p = patternSteps(pattern);
  const t = templateSteps(template);
  const seen = new Set<string>();
  const queue: [number, number][] = [[0, 0]];
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [i, j] = next;
    const key = `${i},${j}`;
    if (seen.has(key)) continue;
    seen.add(key);
    if (i === p.length && j === t.length) return true;
    const a = p[i];
    const b = t[j];
    if (a?.repeats) queue.push([i + 1, j]);
    if (b?.repeats) queue.push([i, j + 1]);
    if (a && b && meet(a.accepts, b.accepts)) queue.push([a.repeats ? i : i + 1, b.repeats ? j : j + 1]);
  }
  return false;
};
