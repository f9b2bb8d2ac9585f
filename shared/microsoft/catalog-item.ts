import * as z from 'zod/mini';

// What a catalogue product says of Microsoft's new commerce: its offer at Partner Center and
// the licence it puts in a tenant. Apart from nce-terms.ts, so the catalogue's schema (in every page's
// bundle) carries only these two.

/** An offer of the new commerce catalogue: `productId:skuId:availabilityId`, e.g. `CFQ7TTC0LDPB:0001:CFQ7TTC0K18P`. */
export const catalogItemIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[A-Z0-9]{12}:[0-9]{4}:[A-Z0-9]{12}$/)),
);

/** A licence in a tenant: Microsoft Entra's SKU (its `skuId` GUID and `skuPartNumber`, e.g. `O365_BUSINESS_PREMIUM`). */
export const licenceSkuSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    skuPartNumber: z.string().check(z.regex(/^[A-Za-z0-9_]{2,64}$/)),
    skuId: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)),
  }),
);
