import * as z from 'zod/mini';

// The back office's requests about the marketplace (`/api/marketplace/staff/allegro/…`).

/** An Allegro checkout form's id (a UUID at Allegro) in a route's path. */
export const marketplaceFormIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/)),
);
