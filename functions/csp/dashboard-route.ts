import { dashboardQuerySchema } from '#shared/microsoft/dashboard';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { listClientInvoices } from '../lib/table/invoices';
import { subscriptionsOf } from '../lib/table/microsoft-subscriptions';
import { listClientOrders } from '../lib/table/orders';
import { listSavedCards } from '../lib/table/saved-cards';
import { dashboard } from '../use-cases/csp/dashboard';
import { tablePorts } from '../use-cases/table-ports';

/** GET /api/csp/me/dashboard?from=&to=: the caller's calendar events of those days (at most six weeks). */
export const getMyDashboard: Route = async (request) => {
  const sub = ownerOf(request);
  const query = parseQuery(request.event, dashboardQuerySchema);
  const { clock } = tablePorts();
  return replyOf(
    await dashboard(
      { subscriptionsOf, listClientOrders, listClientInvoices, listSavedCards, clock },
      { sub, query },
    ),
    200,
  );
};
