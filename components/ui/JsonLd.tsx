/**
 * Escapes the characters that could end the script element early or break it in old parsers:
 * '<' (so no value can write '</script>'), and the line and paragraph separators.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page's structured data for search engines (schema.org JSON-LD), safe whatever its strings hold. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
