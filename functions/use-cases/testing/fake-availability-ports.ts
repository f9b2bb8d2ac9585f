import type { TransactItem } from '../../lib/table/transaction';
import type { AvailabilityPorts } from '../availability/deps';
import { fakeMailLimit } from './fake-mail-limit';
import { fakeTablePorts } from './fake-table-ports';

/**
 * In-memory availability ports: items are labelled records, `commit` refuses the `failing` guards, the
 * mail limit refuses when `limited`.
 */
export const fakeAvailabilityPorts = (
  failing: string[],
  { productExists = true, limited = false, soldOut = false } = {},
) => {
  const table = fakeTablePorts(failing);
  const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
  const ports: AvailabilityPorts = {
    ...table.ports,
    ...fakeMailLimit(limited),
    availabilityRequestItems: {
      productAwaiting: (productId) => label('productAwaiting', productId),
      stockSoldOut: (productId) => label('stockSoldOut', productId),
      put: (productId, request, now) => label('putRequest', productId, request.email, now.toISOString()),
    },
    deliveryTimeQuestionItems: {
      record: (productId, { consent: _, ...details }, now) => ({
        ...details,
        id: 'q1',
        productId,
        consentGivenAt: now.toISOString(),
        submittedAt: now.toISOString(),
      }),
      productExists: (productId) => label('productExists', productId),
      put: (question) => label('putQuestion', question.id),
    },
    productExists: async () => productExists,
    soldOut: async () => soldOut,
  };
  return { ports, commits: table.commits };
};
