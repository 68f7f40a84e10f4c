import { NextResponse } from 'next/server';
import { ApiError, badRequest, isApiError } from '@/lib/http/errors';
import { readCapped } from '@/lib/http/json-body';
import { refuseCrossOrigin } from '@/lib/http/request-guard';

/**
 * A POST to a page is a server action: only /login's development sign-in has one, and the method gate
 * (lib/http/method-policy.ts) lets a page POST through nowhere else. Next answers an action sent from
 * another site, or one whose body it cannot decode, with a 500 (issue 25 item 10): proxy.ts refuses them
 * first, with 403 from another site, 415 for anything but a form, 413 above 16 KiB and 400 for a form
 * that is not one the sign-in sends.
 */
const MAX_ACTION_BODY_BYTES = 16 * 1024;
/** The form's own field and, without JavaScript, React's `$ACTION_ID_…`; with it React sends the arguments as `0` and the form as `_1_name`. */
const PLAIN_FORM_FIELD = /^(name|\$ACTION_ID_[0-9a-f]+)$/;
const ENCODED_FORM_FIELD = /^(0|_\d+_name)$/;
/** In React's encoding of the arguments a string starting with `$` is a reference: this action takes forms (`$K…`) only. */
const FORM_REFERENCE = /^\$(\$|K[0-9a-f]+$)/;

export async function refuseServerAction(request: Request): Promise<Response | null> {
  try {
    refuseCrossOrigin(request);
    if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '')) throw notAForm();
    const declared = request.headers.get('content-length');
    if (declared !== null && Number(declared) > MAX_ACTION_BODY_BYTES) throw tooLarge();
    const bytes = await readCapped(request, MAX_ACTION_BODY_BYTES, tooLarge);
    const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData().catch(() => {
      throw notOurForm();
    });
    checkFields(form, request.headers.has('next-action'));
    return null;
  } catch (error) {
    if (!isApiError(error)) throw error;
    return NextResponse.json({ error: error.message, code: error.code }, { status: error.status });
  }
}

function checkFields(form: FormData, encoded: boolean): void {
  for (const [key, value] of form.entries()) {
    if (!(encoded ? ENCODED_FORM_FIELD : PLAIN_FORM_FIELD).test(key)) throw notOurForm();
    if (key === '0' && !referencesFormsOnly(String(value))) throw notOurForm();
  }
  if (encoded && !form.has('0')) throw notOurForm();
}

function referencesFormsOnly(json: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return false;
  }
  const strings = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
  return Array.isArray(parsed) && strings(parsed).every((text) => !text.startsWith('$') || FORM_REFERENCE.test(text));
}

const notAForm = () => new ApiError(415, 'Send the sign-in form as a form (multipart/form-data).', 'unsupported_media_type');
const tooLarge = () => new ApiError(413, `The form is too large (at most ${MAX_ACTION_BODY_BYTES / 1024} KiB).`, 'payload_too_large');
const notOurForm = () => badRequest('This is not a form this page sends.', 'invalid_form');
