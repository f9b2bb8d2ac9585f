import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { requestStatuses } from '#shared/forms/request-states';
import { requestKinds } from '#shared/forms/staff-requests';
import { pathFor } from '#shared/routes';
import { FilterForm } from '../../components/filter-form';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useRequestInbox } from './api/staff-requests-api';
import { type RequestFilters, requestFilters } from './request-filters';
import { RequestList } from './request-list';
import { StaffNav } from './staff-nav';
import { StaffPagedList } from './staff-paged-list';
import { StatusTabs } from './status-tabs';

/**
 * `/obsluga/zgloszenia/`: the operations' inbox of the forms and delivery-time questions visitors
 * sent. Status tabs with their counts (of the kind and range chosen), the kind and range filters, all
 * kept in the URL; twenty requests a page with "show more", each with its sender, contact, message and
 * its kind's fields (a callback against working hours), linked to its page.
 */
export const RequestInboxPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = useMemo(() => requestFilters.ofSearch(search), [search]);
  const inbox = useRequestInbox(filters);
  const { data: pages } = inbox;
  const title = intl.formatMessage({ id: 'staff.forms.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });

  const hrefOf = (next: RequestFilters) =>
    `${pathFor('staffRequests', language)}${requestFilters.searchOf(next)}`;
  const { status: _, ...otherThanStatus } = filters;
  const requests = pages?.flatMap((page) => page.requests) ?? [];
  return (
    <section className="staff-page staff-inbox">
      <StaffNav current="staffRequests" />
      <h1>{title}</h1>
      <StatusTabs
        label="staff.forms.tabs"
        all="staff.forms.all"
        statuses={requestStatuses}
        current={filters.status}
        counts={pages?.[0]?.counts}
        tabOf={(status) => `staff.forms.status.${status}`}
        hrefOf={(status) => hrefOf({ ...otherThanStatus, ...(status ? { status } : {}) })}
      />
      <FilterForm
        label="staff.forms.filters"
        apply="staff.forms.apply"
        clear="staff.forms.clear"
        fields={[
          {
            kind: 'select',
            name: 'kind',
            label: 'staff.forms.kindFilter',
            any: 'staff.forms.any',
            value: filters.kind,
            options: requestKinds.map((kind) => ({
              value: kind,
              label: intl.formatMessage({ id: `staff.forms.kind.${kind}` }),
            })),
          },
          { kind: 'date', name: 'from', label: 'staff.forms.from', value: filters.from },
          { kind: 'date', name: 'to', label: 'staff.forms.to', value: filters.to },
        ]}
        onApply={(values) =>
          navigate(hrefOf({ ...(filters.status ? { status: filters.status } : {}), ...values }))
        }
      />
      <StaffPagedList
        list={inbox}
        count={requests.length}
        empty={Object.keys(filters).length > 0 ? 'staff.forms.noneFound' : 'staff.forms.none'}
        more="staff.forms.more"
      >
        <RequestList requests={requests} />
      </StaffPagedList>
    </section>
  );
};
