import { type CompanyRegister, companyRegister } from '../../lib/company-register/company-register';
import { conversionItems, getClientProfile, profileEditItem } from '../../lib/table/client-profiles';
import { clientSearchItems } from '../../lib/table/client-search';
import { type TablePorts, tablePorts } from '../table-ports';
import type { WorkflowPorts } from '../workflow/workflow';
import { workflowPorts } from '../workflow/workflow-ports';

/**
 * The ports of the client use cases: the profile read and edit item, the public company register,
 * the business conversion's items, the customer search's items and the workflow progress.
 */
export interface ClientPorts extends TablePorts, WorkflowPorts {
  clientProfileOf: typeof getClientProfile;
  profileEditItem: typeof profileEditItem;
  findCompany: CompanyRegister['find'];
  conversionItems: typeof conversionItems;
  clientSearchItems: typeof clientSearchItems;
}

export const deps = (): ClientPorts => {
  const table = tablePorts();
  return {
    ...table,
    ...workflowPorts(table),
    clientProfileOf: getClientProfile,
    profileEditItem,
    findCompany: (country, taxNumber) => companyRegister().find(country, taxNumber),
    conversionItems,
    clientSearchItems,
  };
};
