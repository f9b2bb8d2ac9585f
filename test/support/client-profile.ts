import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { registeredCompanies } from '#functions/lib/company-register/fixture-register';
import { documents, tableName } from '#functions/lib/dynamo';
import { clientKeys } from '#functions/lib/table/client-keys';
import { createClientProfile } from '#functions/lib/table/client-profiles';

/**
 * The profile the sign-up confirmation writes, for a user made with `signUpAndIn` (a business customer,
 * Anna Nowak), and, unless `withCompany` is false, the register's first company as invoice data.
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
        Item: { ...clientKeys.invoiceData(sub), invoiceData: registeredCompanies[0] },
      }),
    );
};
