import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { articlePathSchema } from '#shared/blog/article';
import type { Language } from '#shared/locale';
import { AppError } from '../errors';

/** The `{language}` and `{link}` of an article route; a path no article can have is an unknown article. */
export const articlePathOf = (event: APIGatewayProxyEventV2): { language: Language; link: string } => {
  const parsed = articlePathSchema.safeParse({
    language: event.pathParameters?.language,
    link: event.pathParameters?.link,
  });
  if (!parsed.success) throw new AppError('article_not_found');
  return parsed.data;
};
