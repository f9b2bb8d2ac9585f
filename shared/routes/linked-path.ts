import type { Language } from '../locale';
import { pathIn } from './fill-path';
import { type LinkedRouteKey, linkedRouteTable } from './linked-route-table';
import type { AnyRouteParams, RouteParamsArg } from './route-table';

/**
 * `pathFor` (path-for.ts) of a route a link the shop sends points to, the same path, from those routes
 * alone: a function building a payment's return or a mail's link carries them, not the site's table.
 */
export const linkedPathFor = <K extends LinkedRouteKey>(
  key: K,
  language: Language,
  ...[params]: RouteParamsArg<K>
): string => pathIn(linkedRouteTable, key, language, params as AnyRouteParams | undefined);
