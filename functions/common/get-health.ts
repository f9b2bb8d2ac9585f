import { appVersion } from '../../shared/settings';
import type { Route } from '../lib/http/http-handler';
import { json } from '../lib/http/reply';

export const getHealth: Route = async () => json(200, { status: 'ok', version: appVersion });
