/**
 * Rendering helpers for the inertness tests: micromark with its GFM extensions (what GitHub's
 * renderer implements), raw HTML allowed so that HTML leaking from untrusted text shows up as an
 * element instead of being dropped; and an analysis of the HTML into elements, link targets and
 * the text outside code.
 */
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

export function renderGfm(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

export interface Rendered {
  tags: string[];
  links: string[];
  /** Decoded text outside <code> and <pre>. */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z0-9]{1,10});/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#') && name !== '#39') return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** Elements, link targets and code-free text of micromark's HTML (well-formed, text escaped). */
export function analyse(html: string): Rendered {
  const tags: string[] = [];
  const links: string[] = [];
  let text = '';
  let inCode = 0;
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (inCode === 0) text += decode(html.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[0].startsWith('<!--')) {
      tags.push('#comment');
      continue;
    }
    const [, closing, rawName, attributes] = m as unknown as [string, string, string, string];
    const name = rawName.toLowerCase();
    tags.push(`${closing}${name}`);
    for (const attr of attributes.matchAll(/\b(href|src|srcset|action|formaction|background|poster)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi)) links.push(attr[2] as string);
    if (name === 'code' || name === 'pre') inCode += closing ? -1 : 1;
    text += ' ';
  }
  if (inCode === 0) text += decode(html.slice(last));
  return { tags, links, text };
}

/** GitHub's auto-links, as they would be found in rendered text. */
export const AUTOLINKS: [string, RegExp][] = [
  ['@mention', /(?:^|[^A-Za-z0-9_`])@[A-Za-z0-9]/g],
  ['#12 / owner/repo#12', /#\d/g],
  ['GH-12 (and ABC-12 custom prefixes)', /[A-Za-z]-\d/g],
  ['http(s):// or ftp://', /[A-Za-z]:\/\//g],
  ['www.', /www\./gi],
  ['e-mail', /[A-Za-z0-9._%+-]@[A-Za-z0-9-]+\.[A-Za-z]/g],
  ['commit SHA', /[0-9a-fA-F]{7,40}/g],
];

export function autolinkCounts(text: string): Record<string, number> {
  return Object.fromEntries(AUTOLINKS.map(([name, re]) => [name, (text.match(re) ?? []).length]));
}
