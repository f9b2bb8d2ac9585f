import { describe, expect, it } from 'vitest';
import type { RouteTable } from '#functions/lib/http/http-handler';
import { api } from '#infra/wiring';

// API Gateway routes a request by the wiring's routes; the group's function dispatches it by its own
// route table. The two lists are written in two places, so this holds them equal: a route declared
// but not handled would answer route_not_found, a handled one not declared would never be reached.

describe('each API group handles exactly the routes the wiring declares for it', () => {
  it.each(api.map((group) => [group.group, group] as const))('%s', async (_, group) => {
    const { routes } = (await import(`../../${group.entry}`)) as { routes: RouteTable };
    const declared = group.routes.map((route) => `${route.method} ${route.path}`);
    expect(Object.keys(routes).sort()).toEqual(declared.sort());
  });
});
