import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '#functions/lib/dynamo';
import { clientKeys } from '#functions/lib/table/client-keys';
import { createClientProfile } from '#functions/lib/table/client-profiles';
import type { CompanyInvoiceData } from '#shared/identity/company';

/**
 * The invoice data `giveClientProfile` gives: a Warsaw company as its customer typed it (the Microsoft
 * tests derive tenant names from its name).
 */
export const profileCompany: CompanyInvoiceData = {
  country: 'PL',
  taxNumber: '5260250274',
  companyName: 'Przykładowa Firma sp. z o.o.',
  companyZipCode: '00-950',
  companyCity: 'Warszawa',
  companyStreet: 'Prosta',
  companyBuildingNumber: '20',
  companyFlatNumber: '4',
};

/**
 * The profile the sign-up confirmation writes, for a user made with `signUpAndIn` (a business customer,
 * Anna Nowak), and, unless `withCompany` is false, `profileCompany` as invoice data.
 */
export const giveClientProfile = async (sub: string, email: string, withCompany = true) => {
  await createClientProfile({
    userId: sub,
    email,
    name: 'Anna Nowak',
    phone: '+48600100200',
    accountTypeId: 3,
    language: 'pl',
    consents: [],
    isExternal: false,
  });
  if (withCompany)
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...clientKeys.invoiceData(sub), invoiceData: profileCompany },
      }),
    );
};
