// EventBridge content filtering, as documented for event patterns and implemented by aws/event-ruler.
// A pattern is compiled once (invalid patterns throw, as PutRule would reject them), then tested
// against parsed events.

type Scalar = string | number | boolean | null;

/** One entry of a leaf array: an exact value or an operator object. */
interface Matcher {
  test(value: Scalar): boolean;
  /** Only `{ exists: false }` matches a field the event lacks. */
  matchesAbsent: boolean;
}

type Test = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

const invalid = (path: string, reason: string): Error =>
  new Error(`Event pattern is not valid at ${path || 'the root'}: ${reason}`);

/** Leaf values of an event field: arrays are flattened, objects are not leaves. */
const leavesOf = (value: unknown): Scalar[] => {
  if (Array.isArray(value)) return value.flatMap(leavesOf);
  return isScalar(value) ? [value] : [];
};

/** Objects a nested pattern applies to; an absent field is an empty object so `exists: false` holds. */
const objectsOf = (value: unknown): Record<string, unknown>[] => {
  const objects = Array.isArray(value) ? value.filter(isObject) : isObject(value) ? [value] : [];
  return objects.length > 0 ? objects : [{}];
};

const stringTest =
  (predicate: (value: string) => boolean) =>
  (value: Scalar): boolean =>
    typeof value === 'string' && predicate(value);

const requireString = (operand: unknown, path: string, operator: string): string => {
  if (typeof operand !== 'string') throw invalid(path, `${operator} takes a string`);
  return operand;
};

const compileAnythingBut = (operand: unknown, path: string): ((value: Scalar) => boolean) => {
  if (typeof operand === 'string' || typeof operand === 'number') return (value) => value !== operand;
  if (Array.isArray(operand) && operand.every((v) => typeof v === 'string' || typeof v === 'number')) {
    const excluded: Scalar[] = operand;
    return (value) => !excluded.includes(value);
  }
  if (isObject(operand) && Object.keys(operand).length === 1) {
    if ('prefix' in operand) {
      const prefix = requireString(operand.prefix, path, 'anything-but prefix');
      return (value) => typeof value !== 'string' || !value.startsWith(prefix);
    }
    if ('suffix' in operand) {
      const suffix = requireString(operand.suffix, path, 'anything-but suffix');
      return (value) => typeof value !== 'string' || !value.endsWith(suffix);
    }
  }
  throw invalid(path, 'anything-but takes a string, a number, a list of them, or {prefix} / {suffix}');
};

const comparisons: Record<string, (a: number, b: number) => boolean> = {
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
  '=': (a, b) => a === b,
  '>=': (a, b) => a >= b,
  '>': (a, b) => a > b,
};

const compileNumeric = (operand: unknown, path: string): ((value: Scalar) => boolean) => {
  if (!Array.isArray(operand) || operand.length === 0 || operand.length % 2 !== 0) {
    throw invalid(path, 'numeric takes operator/number pairs');
  }
  const checks: ((value: number) => boolean)[] = [];
  for (let i = 0; i < operand.length; i += 2) {
    const compare = comparisons[String(operand[i])];
    const bound = operand[i + 1];
    if (!compare || typeof bound !== 'number') throw invalid(path, `bad numeric pair at ${i}`);
    checks.push((value) => compare(value, bound));
  }
  return (value) => typeof value === 'number' && checks.every((check) => check(value));
};

const compileMatcher = (spec: unknown, path: string): Matcher => {
  if (isScalar(spec)) return { test: (value) => value === spec, matchesAbsent: false };
  const [entry, ...rest] = isObject(spec) ? Object.entries(spec) : [];
  if (!entry || rest.length > 0) throw invalid(path, 'a matcher is a value or an object with one operator');
  const [operator, operand] = entry;
  switch (operator) {
    case 'prefix': {
      const prefix = requireString(operand, path, operator);
      return { test: stringTest((v) => v.startsWith(prefix)), matchesAbsent: false };
    }
    case 'suffix': {
      const suffix = requireString(operand, path, operator);
      return { test: stringTest((v) => v.endsWith(suffix)), matchesAbsent: false };
    }
    case 'equals-ignore-case': {
      const expected = requireString(operand, path, operator).toLowerCase();
      return { test: stringTest((v) => v.toLowerCase() === expected), matchesAbsent: false };
    }
    case 'anything-but':
      return { test: compileAnythingBut(operand, path), matchesAbsent: false };
    case 'numeric':
      return { test: compileNumeric(operand, path), matchesAbsent: false };
    case 'exists':
      if (typeof operand !== 'boolean') throw invalid(path, 'exists takes true or false');
      return { test: () => operand, matchesAbsent: !operand };
    default:
      throw invalid(path, `unsupported operator "${operator}"`);
  }
};

const compileLeaf = (specs: unknown[], path: string): Test => {
  const matchers = specs.map((spec) => compileMatcher(spec, path));
  return (value) => {
    const leaves = leavesOf(value);
    if (leaves.length === 0) return matchers.some((m) => m.matchesAbsent);
    return matchers.some((m) => leaves.some((leaf) => m.test(leaf)));
  };
};

const compileObject = (pattern: unknown, path: string): Test => {
  if (!isObject(pattern)) throw invalid(path, 'expected an object');
  const tests = Object.entries(pattern).map(([key, spec]): Test => {
    const at = path ? `${path}.${key}` : key;
    if (key === '$or') {
      if (!Array.isArray(spec) || spec.length === 0) throw invalid(at, '$or takes a list of patterns');
      const branches = spec.map((branch, i) => compileObject(branch, `${at}[${i}]`));
      return (object) => branches.some((branch) => branch(object));
    }
    if (Array.isArray(spec)) {
      const leaf = compileLeaf(spec, at);
      return (object) => leaf(isObject(object) ? object[key] : undefined);
    }
    if (isObject(spec)) {
      const nested = compileObject(spec, at);
      return (object) => objectsOf(isObject(object) ? object[key] : undefined).some(nested);
    }
    throw invalid(at, 'values must be arrays of matchers or nested objects');
  });
  return (object) => tests.every((test) => test(object));
};

/** Compiles a pattern into a predicate over a parsed event; throws if the pattern is not valid. */
export const compilePattern = (pattern: unknown): ((event: unknown) => boolean) => compileObject(pattern, '');

export const matchesPattern = (pattern: unknown, event: unknown): boolean => compilePattern(pattern)(event);
