import type { FormKind, FormReceipt } from '#shared/forms/form-schemas';
import { apiFetch } from '../../../lib/api-client';

/** Sends a form of shared/forms/; answers its receipt (a callback request's with its promise). */
export const submitForm = (kind: FormKind, form: unknown) =>
  apiFetch<FormReceipt>(`/api/cms/forms/${kind}`, { method: 'POST', body: JSON.stringify(form) });
