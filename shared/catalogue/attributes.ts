import * as z from 'zod/mini';
import { singleLineText } from '../text';

// Typed specification attributes: the product page's specification tab, listing filters and the
// comparison table all read these. The same key carries the same type and unit on every product;
// labels and enum option names are translated by message key (`attribute.<key>`, `.<value>`).

export const attributeUnits = [
  'GB',
  'TB',
  'MB',
  'GHz',
  'Hz',
  'in',
  'mm',
  'kg',
  'W',
  'Wh',
  'mAh',
  'h',
  'months',
  'users',
  'devices',
] as const;
export type AttributeUnit = (typeof attributeUnits)[number];

const keySchema = () => z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/));

export const attributeSchema = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion('type', [
    z.strictObject({
      key: keySchema(),
      type: z.literal('number'),
      value: z.number(),
      unit: z.optional(z.enum(attributeUnits)),
    }),
    z.strictObject({ key: keySchema(), type: z.literal('boolean'), value: z.boolean() }),
    z.strictObject({
      key: keySchema(),
      type: z.literal('text'),
      value: singleLineText({ min: 0, max: 200 }),
    }),
    /** `value` is an option id such as `black`, named per language by message key. */
    z.strictObject({ key: keySchema(), type: z.literal('enum'), value: keySchema() }),
  ]),
);
export type Attribute = z.infer<typeof attributeSchema>;

/** A product's attributes: each key at most once. */
export const attributesSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .array(attributeSchema)
    .check(
      z.refine(
        (attributes) => new Set(attributes.map(({ key }) => key)).size === attributes.length,
        'duplicate attribute key',
      ),
    ),
);
