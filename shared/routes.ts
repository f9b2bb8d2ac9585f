// The localized routes (spec section 2), one module to import (`#shared/routes`) over their three parts:
// the route table itself, keys and path templates per language (routes/route-table.ts); paths built
// from it and paths matched against it (routes/path-for.ts, routes/match-path.ts); and what each
// route's page is to search engines and the build (routes/route-metadata.ts).

export { matchPath, type RouteMatch, routeParamNames } from './routes/match-path';
export { type Alternate, alternates, pathFor } from './routes/path-for';
export {
  accountRouteKeys,
  indexable,
  prerenderedRouteKeys,
  privateRouteKeys,
  type RouteMetadata,
  renderedRouteKeys,
  routeMetadata,
  sitemapRouteKeys,
} from './routes/route-metadata';
export {
  type AnyRouteParams,
  type ParamValue,
  paramPatterns,
  type RouteKey,
  type RouteParamName,
  type RouteParams,
  type RouteParamsArg,
  routeKeys,
  routes,
} from './routes/route-table';
