import { requestActionsOf } from '#shared/forms/request-states';
import type { StaffRequestView } from '#shared/forms/staff-requests';
import type { StoredRequest } from '../../lib/table/form-inbox';

/**
 * A stored request as operations read it: what the sender sent, where it stands and the moves its
 * status allows; the consumer's mail marks and the consent's time stay in the table.
 */
export const requestView = (request: StoredRequest): StaffRequestView => {
  const fields = request as StoredRequest & Partial<Omit<StaffRequestView, 'actions'>>;
  const picked: Omit<StaffRequestView, 'actions'> = {
    kind: request.kind,
    id: request.id,
    submittedAt: request.submittedAt,
    language: request.language,
    status: request.status,
    revision: request.revision,
    email: request.email,
  };
  const optional = [
    'assignee',
    'updatedAt',
    'fullName',
    'phone',
    'companyName',
    'message',
    'productId',
    'callback',
  ] as const;
  for (const name of optional)
    if (fields[name] !== undefined) Object.assign(picked, { [name]: fields[name] });
  if ('financing' in request)
    picked.financing = {
      financing: request.financing,
      currency: request.currency,
      value: request.value,
      months: request.months,
    };
  return { ...picked, actions: requestActionsOf(request.status) };
};
