// The licence each demo plan puts in the customer's tenant: Microsoft Entra's SKU (`skuPartNumber`,
// `skuId`) as Microsoft publishes them in "Product names and service plan identifiers for licensing"
// (learn.microsoft.com/entra/identity/users/licensing-service-plan-reference). The Graph simulator
// counts a tenant's licences by them and the panel assigns them; the nonprofit and government plans,
// whose SKUs the demo does not list, are provisioned without licences to assign here.

export const licenceSkus: Readonly<Record<string, { skuPartNumber: string; skuId: string }>> = {
  'm365-business-basic': {
    skuPartNumber: 'O365_BUSINESS_ESSENTIALS',
    skuId: '3b555118-da6a-4418-894f-7df1e2096870',
  },
  'm365-business-standard': {
    skuPartNumber: 'O365_BUSINESS_PREMIUM',
    skuId: 'f245ecc8-75af-4f8e-b61f-27d8114de5f3',
  },
  'm365-business-premium': { skuPartNumber: 'SPB', skuId: 'cbdc14ab-d96c-4c30-b9f4-6ada7cdc1d46' },
  'm365-apps-for-business': { skuPartNumber: 'O365_BUSINESS', skuId: 'cdd28e44-67e3-425e-be4c-737fab2899d3' },
  'm365-e3': { skuPartNumber: 'SPE_E3', skuId: '05e9a617-0261-4cee-bb44-138d3ef5d965' },
  'm365-e5': { skuPartNumber: 'SPE_E5', skuId: '06ebc4ee-1bb5-47dd-8120-11324bc54e06' },
  'm365-f3': { skuPartNumber: 'SPE_F1', skuId: '66b55226-6b4f-492c-910c-a3b7a3c9d993' },
  'm365-apps-for-enterprise': {
    skuPartNumber: 'OFFICESUBSCRIPTION',
    skuId: 'c2273bd0-dff7-4215-9ef5-2c7bcfb06425',
  },
  'exchange-online-plan-1': {
    skuPartNumber: 'EXCHANGESTANDARD',
    skuId: '4b9405b0-7788-4568-add1-99614e613b69',
  },
  'exchange-online-plan-2': {
    skuPartNumber: 'EXCHANGEENTERPRISE',
    skuId: '19ec0d23-8335-4cbd-94ac-6050e30712fa',
  },
  'teams-essentials': {
    skuPartNumber: 'TEAMS_ESSENTIALS_AAD',
    skuId: '3ab6abff-666f-4424-bfb7-f0bc274ec7bc',
  },
  'm365-copilot': { skuPartNumber: 'Microsoft_365_Copilot', skuId: '639dec6b-bb19-468b-871c-c5c441c4b0cb' },
  'm365-a3-faculty': { skuPartNumber: 'M365EDU_A3_FACULTY', skuId: '4b590615-0888-425a-a965-b3bf7789848d' },
  'm365-a3-students': { skuPartNumber: 'M365EDU_A3_STUDENT', skuId: '7cfd9a2b-e110-4c39-bf20-c6a3f36a3121' },
  'm365-a5-faculty': { skuPartNumber: 'M365EDU_A5_FACULTY', skuId: 'e97c048c-37a4-45fb-ab50-922fbf07a370' },
  'm365-a5-students': { skuPartNumber: 'M365EDU_A5_STUDENT', skuId: '46c119d4-0379-4a9d-85e4-97c66d3f909e' },
};
