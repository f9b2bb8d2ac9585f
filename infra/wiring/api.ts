import { blogApi } from './api-groups/blog';
import { clientsApi } from './api-groups/clients';
import { cmsApi } from './api-groups/cms';
import { commonApi } from './api-groups/common';
import { contentApi } from './api-groups/content';
import { cspApi } from './api-groups/csp';
import { marketplaceApi } from './api-groups/marketplace';
import { ordersApi } from './api-groups/orders';
import { pagesApi } from './api-groups/pages';
import { paymentsApi } from './api-groups/payments';
import { reportsApi } from './api-groups/reports';
import type { ApiGroupDecl } from './http-api';

/**
 * API groups that have routes today. Every group of `apiGroups` gets its function the day its first
 * route lands; a Lambda without routes would be dead weight.
 */
export const api: ApiGroupDecl[] = [
  commonApi,
  clientsApi,
  cmsApi,
  ordersApi,
  paymentsApi,
  cspApi,
  contentApi,
  reportsApi,
  blogApi,
  marketplaceApi,
  pagesApi,
];
