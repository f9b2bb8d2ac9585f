import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { once } from './once';

export const eventBridge = once(() => new EventBridgeClient({}));
