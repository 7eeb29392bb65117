/**
 * Mask credentials in text that is about to be shown: diagnostics, the job summary, replies,
 * annotations and log lines. Parsers already avoid quoting file content (YAML errors give a line
 * and a column, not the text), so this is the second line of defence for anything that still
 * carries a fragment of a file or an API answer — e.g. a git config's `extraheader` line.
 *
 * What is masked (each replaced by `***`, the rest of the text kept):
 * - GitHub tokens: `ghp_…`, `gho_…`, `ghu_…`, `ghs_…`, `ghr_…`, `github_pat_…`;
 * - credentials in URLs: `https://user:secret@host` → `https://***@host`;
 * - HTTP credentials: `Basic …`, `Bearer …` followed by a token-like word (12+ characters with a
 *   digit or a base64 sign, so prose such as "basic settings" is left alone);
 * - the value after a secret-like key and `:` or `=` (`token: …`, `password=…`, `extraheader = …`,
 *   `authorization: …`, `api_key: …`, `client_secret: …`);
 * - PEM private-key blocks.
 *
 * Every pattern has bounded repetition around a literal, so the cost is linear in the text
 * (test/security/redos.test.ts).
 */

export const SECRET_MASK = '***';

const GITHUB_TOKEN = /\b(?:gh[pousr]_[A-Za-z0-9]{16,255}|github_pat_[A-Za-z0-9_]{16,255})/g;
const URL_CREDENTIALS = /\b([A-Za-z][A-Za-z0-9+.-]{0,31}:\/\/)[^\s/@]{1,512}@/g;
const HTTP_SCHEME_CREDENTIAL = /\b(basic|bearer)([ \t]{1,8})([A-Za-z0-9+/=._~-]{12,})/gi;
/** A word after `Basic` / `Bearer` is a credential when it has a digit or a base64 sign (prose has neither). */
const CREDENTIAL_LIKE = /[0-9+/=]/;
const KEYED_VALUE =
  /\b(authorization|proxy-authorization|extraheader|password|passwd|pwd|secret|client[-_]?secret|token|access[-_]?token|auth[-_]?token|api[-_]?key|access[-_]?key|secret[-_]?key|private[-_]?key)(["']?[ \t]{0,8}[:=][ \t]{0,8}["']?(?:(?:basic|bearer|token|digest)[ \t]{1,8})?)[^\s"',;]{1,}/gi;
const PEM_BEGIN = /-----BEGIN [A-Z ]{0,40}PRIVATE KEY-----/g;
const PEM_END = '-----END';

function maskPem(text: string): string {
  if (!text.includes('PRIVATE KEY-----')) return text;
  let out = '';
  let from = 0;
  PEM_BEGIN.lastIndex = 0;
  for (let match = PEM_BEGIN.exec(text); match !== null; match = PEM_BEGIN.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf(PEM_END, start);
    out += `${text.slice(from, start)}${SECRET_MASK}`;
    if (end === -1) return out;
    from = end;
    PEM_BEGIN.lastIndex = end;
  }
  return out + text.slice(from);
}

/** The text with every credential-looking fragment replaced by `***`. */
export function maskSecrets(text: string): string {
  if (text === '') return text;
  return maskPem(text)
    .replace(GITHUB_TOKEN, SECRET_MASK)
    .replace(URL_CREDENTIALS, (_match, scheme: string) => `${scheme}${SECRET_MASK}@`)
    .replace(KEYED_VALUE, (_match, key: string, separator: string) => `${key}${separator}${SECRET_MASK}`)
    .replace(HTTP_SCHEME_CREDENTIAL, (match, scheme: string, space: string, value: string) => (CREDENTIAL_LIKE.test(value) ? `${scheme}${space}${SECRET_MASK}` : match));
}
