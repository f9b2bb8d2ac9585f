import { type FormKind, formKinds, formSchemas, type SubmittedForm } from '#shared/forms/form-schemas';
import type { Route, RouteTable } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { replyOf } from '../../lib/http/reply-of';
import { deps } from '../../use-cases/forms/deps';
import { submitForm } from '../../use-cases/forms/submit-form';

/**
 * POST /api/cms/forms/<kind>: the form parsed with its kind's schema (400 `invalid_data` naming the
 * fields), answered 201 with its receipt (a callback request's promise); staff and the sender are
 * e-mailed by the `form.submitted` consumer.
 */
const submitFormRoute =
  (kind: FormKind): Route =>
  async ({ event }) => {
    const form = parseJsonBody(event, formSchemas[kind]);
    return replyOf(await submitForm(deps(), { kind, form } as SubmittedForm), 201);
  };

/** One route per form, as infra/wiring.ts declares them. */
export const formRoutes: RouteTable = Object.fromEntries(
  formKinds.map((kind) => [`POST /api/cms/forms/${kind}`, submitFormRoute(kind)]),
);
