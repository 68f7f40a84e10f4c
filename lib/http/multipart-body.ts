import { ApiError, badRequest } from './errors';
import { readCapped } from './json-body';

/** Room for the multipart framing around one file (boundaries, part headers, a long file name). */
const FRAMING_BYTES = 64 * 1024;

export interface UploadedFile {
  bytes: Uint8Array;
  /** The file name and content type the client declared (never trusted alone: lib/services/profile/picture-image.ts checks the bytes). */
  name: string;
  type: string;
}

interface FilePartOptions {
  field: string;
  maxBytes: number;
  tooLargeMessage: string;
}

/**
 * The one file of a multipart/form-data upload, read without ever holding much more than `maxBytes`: a
 * Content-Length over the limit is refused before reading, and the stream is counted while it is read
 * and dropped as soon as it passes the limit (413). Any other content type is 415.
 */
export async function readFilePart(request: Request, { field, maxBytes, tooLargeMessage }: FilePartOptions): Promise<UploadedFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;.*boundary=/i.test(contentType)) {
    throw new ApiError(415, `Send the picture as multipart/form-data, in the field ${field}.`, 'unsupported_media_type');
  }
  const tooLarge = () => new ApiError(413, tooLargeMessage, 'payload_too_large');
  const limit = maxBytes + FRAMING_BYTES;
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) throw tooLarge();
  const body = await readCapped(request, limit, tooLarge);

  let form: FormData;
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('The upload could not be read as multipart/form-data.', 'invalid_multipart');
  }
  const file = form.get(field);
  if (!(file instanceof Blob)) throw badRequest(`Choose an image to upload: the form has no file in the field ${field}.`, 'missing_file');
  if (file.size > maxBytes) throw tooLarge();
  if (file.size === 0) throw badRequest('The chosen file is empty.', 'empty_file');
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: 'name' in file ? String(file.name) : '', type: file.type };
}
