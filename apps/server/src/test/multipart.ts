/**
 * A multipart/form-data body for `app.inject`, encoded by the platform's own FormData (as a browser
 * sends it): the bytes and the content type with its boundary.
 */
export async function multipartBody(
  file: { field?: string; name: string; bytes: Uint8Array; type?: string },
  fields: Record<string, string> = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const fd = new FormData();
  for (const [key, value] of Object.entries(fields)) fd.append(key, value);
  const blob = new Blob([new Uint8Array(file.bytes)], file.type ? { type: file.type } : {});
  fd.append(file.field ?? 'file', blob, file.name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: String(req.headers.get('content-type')),
  };
}
