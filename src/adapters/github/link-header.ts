/**
 * RFC 8288 `Link` headers as GitHub sends them:
 * `<https://api.github.com/repositories/1/pulls/2/files?per_page=100&page=2>; rel="next", <…>; rel="last"`.
 * Bounded and regex-free apart from fixed, linear patterns.
 */
export const MAX_LINK_HEADER_CHARS = 8192;

export function parseLinkHeader(value: string | undefined): Map<string, string> {
  const links = new Map<string, string>();
  if (!value || value.length > MAX_LINK_HEADER_CHARS) return links;
  for (const part of value.split(',')) {
    const open = part.indexOf('<');
    const close = part.indexOf('>', open + 1);
    if (open === -1 || close === -1) continue;
    const url = part.slice(open + 1, close).trim();
    for (const param of part.slice(close + 1).split(';')) {
      const equals = param.indexOf('=');
      if (equals === -1) continue;
      if (param.slice(0, equals).trim().toLowerCase() !== 'rel') continue;
      const rels = param.slice(equals + 1).trim().replace(/^"|"$/g, '');
      for (const rel of rels.split(/\s+/)) if (rel && !links.has(rel)) links.set(rel.toLowerCase(), url);
    }
  }
  return links;
}

/**
 * The `page` number a link points at, or undefined. Only the number is used: the next request is
 * built from our own base URL, so a link to another host is never followed with the token.
 */
export function pageOf(url: string | undefined): number | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://placeholder.invalid');
  } catch {
    return undefined;
  }
  const page = parsed.searchParams.get('page');
  if (page === null || !/^\d{1,6}$/.test(page)) return undefined;
  const number = Number(page);
  return number >= 1 ? number : undefined;
}
