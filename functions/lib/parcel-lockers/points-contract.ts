import * as z from 'zod/mini';

// The published contract of InPost's public points API, `GET <base>/points` (a page of points) and
// `GET <base>/points/{name}` (one point, 404 when there is none) on
// https://api-pl-points.easypack24.net/v1 (no key): read by the adapter (inpost-points.ts) and
// answered by the local simulator (infra/local/simulators/), so both speak one shape. Only the
// fields the shop reads are declared; the API sends more (functions, payment, images…).

/** The query parameters the shop sends: one of `city` (exact, capitalised) or `post_code` (`00-000`). */
export interface PointsQuery {
  city?: string;
  post_code?: string;
  /** `parcel_locker`: the point types to list (the API also has `pop`, parcel shops). */
  type: string;
  per_page: number;
  page?: number;
}

export const pointSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.array(z.string()),
    /** `Operating` for a locker that takes parcels now (others: `NonOperating`, `Disabled`…). */
    status: z.string(),
    location: z.object({ latitude: z.number(), longitude: z.number() }),
    location_description: z.optional(z.nullable(z.string())),
    opening_hours: z.optional(z.nullable(z.string())),
    address_details: z.object({
      city: z.string(),
      province: z.optional(z.nullable(z.string())),
      post_code: z.string(),
      street: z.nullable(z.string()),
      building_number: z.nullable(z.string()),
      flat_number: z.optional(z.nullable(z.string())),
    }),
  }),
);
export type Point = z.infer<typeof pointSchema>;

/** A page of points. */
export const pointsPageSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    count: z.number(),
    page: z.number(),
    per_page: z.number(),
    total_pages: z.number(),
    items: z.array(pointSchema),
  }),
);
export type PointsPage = z.infer<typeof pointsPageSchema>;
