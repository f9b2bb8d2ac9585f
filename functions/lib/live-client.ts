import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { config } from './config';
import { once } from './once';

/** The WebSocket API's management endpoint (`@connections`), for pushes to browsers. */
export const liveConnections = once(
  () => new ApiGatewayManagementApiClient({ endpoint: config('live').LIVE_ENDPOINT }),
);
