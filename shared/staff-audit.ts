// What a staff member did to something the shop keeps (an article, a product's images or prices):
// who, when, what, and each field that changed with its value before and after. Recorded in the
// change's own transaction, shown on that thing's staff page.

/** Who acted: a staff member, or the shop's own schedule (a scheduled publication). */
export interface AuditActor {
  kind: 'staff' | 'schedule';
  email?: string;
}

/** A field's value before and after an action (absent: the field had no value). */
export interface AuditChange {
  field: string;
  before?: unknown;
  after?: unknown;
}

export interface AuditRecord {
  at: string;
  action: string;
  actor: AuditActor;
  changes: AuditChange[];
}

/** Text this long or longer is kept as its start and its length: a record stays small beside a long body. */
const textKept = 200;

const kept = (value: unknown): unknown =>
  typeof value === 'string' && value.length > textKept
    ? `${value.slice(0, textKept)}… (${value.length})`
    : value;

/** A value as JSON with its objects' keys sorted: the same value reads alike however it was stored. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/** The fields of `after` (and those only `before` had) whose values differ, each before and after. */
export const auditChanges = (
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): AuditChange[] =>
  [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])].flatMap((field) => {
    const was = before?.[field];
    const is = after[field];
    if (canonical(was) === canonical(is)) return [];
    return [
      {
        field,
        ...(was === undefined ? {} : { before: kept(was) }),
        ...(is === undefined ? {} : { after: kept(is) }),
      },
    ];
  });
