import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The shop's public origin as the visitor used it (CloudFront and the local site forward the host). */
export const siteOrigin = (event: APIGatewayProxyEventV2): string => {
  const host = event.headers['x-forwarded-host'] ?? event.headers.host ?? event.requestContext.domainName;
  const proto = event.headers['x-forwarded-proto'] ?? 'https';
  return `${proto}://${host}`;
};
