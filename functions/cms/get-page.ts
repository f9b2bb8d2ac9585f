import * as z from 'zod/mini';
import { type StaticPageKey, staticPage, staticPageKeys } from '#shared/content/static-pages';
import { defaultLanguage, languages } from '#shared/locale';
import { toFieldErrors } from '#shared/validation';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { json } from '../lib/http/reply';

const querySchema = /* @__PURE__ */ z.lazy(() =>
  z.object({ language: z._default(z.enum(languages), defaultLanguage) }),
);

/** GET /api/cms/pages/{key}?language=: a static page in the language, or its fallback. */
export const getPage: Route = async ({ event }) => {
  const key = event.pathParameters?.key;
  if (!staticPageKeys.includes(key as StaticPageKey)) throw new AppError('route_not_found');
  const query = event.queryStringParameters ?? {};
  const parsed = querySchema.safeParse(query);
  if (!parsed.success) throw new AppError('invalid_data', toFieldErrors(parsed.error, query));
  return json(200, staticPage(key as StaticPageKey, parsed.data.language), {
    'cache-control': 'public, max-age=900',
  });
};
