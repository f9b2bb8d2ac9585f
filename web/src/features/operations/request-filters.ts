import { staffRequestsQuery } from '#shared/forms/staff-requests';
import { urlFilters } from './url-filters';

// The forms inbox's filters as its URL keeps them (`?status=new&kind=callback&from=…`).

export interface RequestFilters {
  kind?: string;
  status?: string;
  from?: string;
  to?: string;
}

const names = ['kind', 'status', 'from', 'to'] as const satisfies readonly (keyof RequestFilters &
  keyof ReturnType<typeof staffRequestsQuery>['shape'])[];

export const requestFilters = urlFilters(staffRequestsQuery().shape, names);
