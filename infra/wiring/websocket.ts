import { websocketConnectionTtlSeconds } from '#shared/settings';
import type { FunctionDecl } from './function-decl';

// The WebSocket API of the live status (functions/live), one function behind its routes.

export const websocket = {
  stage: 'live',
  /** `$request.body.action` selects the route; each route maps to the same function. */
  routes: ['$connect', '$disconnect', 'subscribe'],
  function: {
    entry: 'functions/live/handler.ts',
    timeoutSeconds: 10,
    memoryMb: 512,
    grants: { table: 'readWrite', live: true },
  } satisfies FunctionDecl,
  /** AWS closes idle sockets after 10 min and any socket after 2 h; connection records expire with it. */
  connectionTtlSeconds: websocketConnectionTtlSeconds,
} as const;
