const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Compiles a route selection expression of the form `$request.body.<path>` (the only form supported
 * here). The selector answers the route of a message: the selected value when it names a custom
 * route, else `$default` when that route exists, else undefined (AWS then answers "Forbidden").
 */
export const routeSelector = (expression: string, routes: readonly string[]) => {
  const path = /^\$request\.body\.(.+)$/.exec(expression)?.[1]?.split('.');
  if (!path) throw new Error(`Unsupported route selection expression: ${expression}`);
  const fallback = routes.includes('$default') ? '$default' : undefined;
  return (body: string): string | undefined => {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      return fallback;
    }
    for (const key of path) value = isRecord(value) ? value[key] : undefined;
    if (typeof value === 'string' && !value.startsWith('$') && routes.includes(value)) return value;
    return fallback;
  };
};
