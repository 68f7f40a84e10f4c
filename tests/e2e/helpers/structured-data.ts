/**
 * The JSON-LD check of the e2e suite (issue 26 item 9): each block parses, each @type is one this table
 * knows, each has the properties required by the rich result that type is eligible for (or, for a type
 * eligible for none, what describes it), and every address in it is absolute on the site's address.
 */

interface TypeRule {
  /** The rich result the type is eligible for, or null: a plain description that claims none. */
  richResult: string | null;
  /** Where the requirements come from. */
  source: string;
  /** Dotted paths that must hold a value; 'a|b': one of them. */
  required: string[];
  /** A list property whose every element needs these (dotted paths from the element). */
  each?: { list: string; required: string[] };
}

const SOFTWARE_APP: TypeRule = {
  richResult: 'Software app',
  source: 'https://developers.google.com/search/docs/appearance/structured-data/software-app',
  // Google: name, offers.price, and aggregateRating or review. A site with no ratings cannot use these types truthfully.
  required: ['name', 'offers.price', 'aggregateRating|review'],
};

export const STRUCTURED_DATA_RULES: Record<string, TypeRule> = {
  BreadcrumbList: {
    richResult: 'Breadcrumb',
    source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb',
    required: ['itemListElement'],
    // Google requires item on every crumb but the last; the site gives it on all of them.
    each: { list: 'itemListElement', required: ['position', 'name', 'item'] },
  },
  WebSite: {
    richResult: 'Site name',
    source: 'https://developers.google.com/search/docs/appearance/site-names',
    required: ['name', 'url'],
  },
  Organization: {
    richResult: 'Organization',
    source: 'https://developers.google.com/search/docs/appearance/structured-data/organization',
    // Google requires none; name and url are what identify it.
    required: ['name', 'url'],
  },
  ProfilePage: {
    richResult: 'Profile page',
    source: 'https://developers.google.com/search/docs/appearance/structured-data/profile-page',
    required: ['mainEntity', 'mainEntity.name'],
  },
  SoftwareApplication: SOFTWARE_APP,
  WebApplication: SOFTWARE_APP,
  MobileApplication: SOFTWARE_APP,
  VideoGame: SOFTWARE_APP,
  WebPage: { richResult: null, source: 'https://schema.org/WebPage', required: ['name', 'url'] },
  Game: { richResult: null, source: 'https://schema.org/Game', required: ['name', 'url'] },
};

/** Properties whose value is an address: each must be absolute on the site. */
const ADDRESS_KEYS = new Set(['url', 'item', 'image', '@id', 'logo', 'mainEntityOfPage']);

function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), data);
}

function present(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.length > 0;
}

function missing(data: unknown, required: readonly string[]): string[] {
  return required.filter((path) => !path.split('|').some((either) => present(valueAt(data, either))));
}

/** Every string that is an address must start with the site's address (schema.org's own terms aside). */
function foreignAddresses(data: unknown, siteUrl: string, key = ''): string[] {
  if (Array.isArray(data)) return data.flatMap((value) => foreignAddresses(value, siteUrl, key));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([name, value]) => foreignAddresses(value, siteUrl, name));
  if (typeof data !== 'string') return [];
  const onSite = data === siteUrl || data.startsWith(`${siteUrl}/`);
  if (ADDRESS_KEYS.has(key) && !onSite) return [`${key}: ${data}`];
  if (/^https?:/.test(data) && !onSite && !(key === '@context' ? data === 'https://schema.org' : data.startsWith('https://schema.org/'))) return [`${key}: ${data}`];
  return [];
}

/** What is wrong with one JSON-LD block (its text as served); empty when it passes. */
export function structuredDataProblems(text: string, siteUrl: string): string[] {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  if (data['@context'] !== 'https://schema.org') problems.push(`@context is ${JSON.stringify(data['@context'])}, not https://schema.org`);
  const types = [data['@type']].flat();
  if (types.length === 0 || types.some((type) => typeof type !== 'string')) return [...problems, 'no @type'];
  for (const type of types as string[]) {
    const rule = STRUCTURED_DATA_RULES[type];
    if (!rule) {
      problems.push(`${type}: not in the table of rich-result requirements`);
      continue;
    }
    const label = `${type} (${rule.richResult ?? 'no rich result'}, ${rule.source})`;
    for (const path of missing(data, rule.required)) problems.push(`${label} lacks ${path}`);
    if (rule.each) {
      const list = valueAt(data, rule.each.list);
      (Array.isArray(list) ? list : []).forEach((element, index) => {
        for (const path of missing(element, rule.each!.required)) problems.push(`${label}: ${rule.each!.list}[${index}] lacks ${path}`);
      });
    }
  }
  for (const address of foreignAddresses(data, siteUrl)) problems.push(`not an address on ${siteUrl}: ${address}`);
  return problems;
}
