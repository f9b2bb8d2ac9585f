import type { HttpMethod } from '../../wiring';

type Segment = { kind: 'literal'; value: string } | { kind: 'param' | 'greedy'; name: string };

export interface RouteMatch<R> {
  route: R;
  pathParameters: Record<string, string>;
}

const parseTemplate = (path: string): Segment[] =>
  path
    .split('/')
    .slice(1)
    .map((part) => {
      const variable = /^\{([^{}]+?)(\+?)\}$/.exec(part);
      if (!variable?.[1]) return { kind: 'literal', value: part };
      return { kind: variable[2] ? 'greedy' : 'param', name: variable[1] };
    });

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

const bind = (template: Segment[], segments: string[]): Record<string, string> | undefined => {
  const params: Record<string, string> = {};
  for (const [i, part] of template.entries()) {
    const segment = segments[i];
    if (segment === undefined) return undefined;
    if (part.kind === 'greedy') {
      const rest = segments.slice(i).join('/');
      if (rest === '') return undefined;
      params[part.name] = rest;
      return params;
    }
    if (part.kind === 'literal' ? segment !== part.value : segment === '') return undefined;
    if (part.kind === 'param') params[part.name] = segment;
  }
  return template.length === segments.length ? params : undefined;
};

const rank = { literal: 0, param: 1, greedy: 2 } as const;

/** Negative when `a` is more specific: literal segments beat `{param}`, which beats `{proxy+}`. */
const compareSpecificity = (a: Segment[], b: Segment[]): number => {
  for (const [i, part] of a.entries()) {
    const other = b[i];
    if (!other) return 0;
    const diff = rank[part.kind] - rank[other.kind];
    if (diff !== 0) return diff;
  }
  return 0;
};

/**
 * Routes requests like an HTTP API: the most specific path template wins, and for equally specific
 * templates a route declaring the request's method beats `ANY`.
 */
export const createRouteTable = <R extends { method: HttpMethod; path: string }>(routes: readonly R[]) => {
  const compiled = routes.map((route) => ({ route, template: parseTemplate(route.path) }));
  // Routes without parameters are found by method and path directly; they beat any template.
  const literal = new Map(
    routes
      .filter((route) => !route.path.includes('{'))
      .map((route) => [`${route.method} ${route.path}`, route]),
  );
  return (method: string, path: string): RouteMatch<R> | undefined => {
    const exact = literal.get(`${method} ${path}`) ?? literal.get(`ANY ${path}`);
    if (exact) return { route: exact, pathParameters: {} };
    const segments = path.split('/').slice(1).map(decode);
    let best: { route: R; template: Segment[]; pathParameters: Record<string, string> } | undefined;
    for (const candidate of compiled) {
      if (candidate.route.method !== method && candidate.route.method !== 'ANY') continue;
      const pathParameters = bind(candidate.template, segments);
      if (!pathParameters) continue;
      const order = best ? compareSpecificity(candidate.template, best.template) : -1;
      if (order < 0 || (order === 0 && candidate.route.method === method))
        best = { ...candidate, pathParameters };
    }
    return best && { route: best.route, pathParameters: best.pathParameters };
  };
};
