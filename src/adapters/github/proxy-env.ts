/**
 * Which proxy a request goes through, read from the environment the way the Actions toolkit
 * (@actions/http-client) reads it, so the action behaves like every other action on a runner:
 *
 * - `https_proxy` / `HTTPS_PROXY` for https URLs, `http_proxy` / `HTTP_PROXY` for http URLs
 *   (lower case first); a value without a scheme means `http://`;
 * - `no_proxy` / `NO_PROXY`: comma-separated host names, `host:port`, `.suffix` or `*`; a name
 *   also matches its subdomains; case-insensitive;
 * - loopback hosts (`localhost`, `127.*`, `[::1]`) never go through a proxy.
 */

/** The proxy URL for `target`, or undefined for a direct connection. */
export function proxyFor(target: URL, env: NodeJS.ProcessEnv): URL | undefined {
  if (bypassesProxy(target, env)) return undefined;
  const value = target.protocol === 'https:' ? (env['https_proxy'] ?? env['HTTPS_PROXY']) : (env['http_proxy'] ?? env['HTTP_PROXY']);
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  } catch {
    return undefined;
  }
}

function isLoopback(host: string): boolean {
  const lower = host.toLowerCase();
  return lower === 'localhost' || lower.startsWith('127.') || lower === '[::1]' || lower === '[0:0:0:0:0:0:0:1]';
}

export function bypassesProxy(target: URL, env: NodeJS.ProcessEnv): boolean {
  if (!target.hostname) return false;
  if (isLoopback(target.hostname)) return true;
  const noProxy = env['no_proxy'] || env['NO_PROXY'] || '';
  if (noProxy === '') return false;
  const port = target.port !== '' ? Number(target.port) : target.protocol === 'https:' ? 443 : 80;
  const host = target.hostname.toUpperCase();
  const candidates = [host, `${host}:${port}`];
  for (const raw of noProxy.split(',')) {
    const item = raw.trim().toUpperCase();
    if (item === '') continue;
    if (item === '*') return true;
    for (const candidate of candidates) {
      if (candidate === item || candidate.endsWith(`.${item}`) || (item.startsWith('.') && candidate.endsWith(item))) return true;
    }
  }
  return false;
}

/** `Proxy-Authorization` for a proxy URL with credentials, else undefined. */
export function proxyAuthorization(proxy: URL): string | undefined {
  if (proxy.username === '' && proxy.password === '') return undefined;
  const user = decodeURIComponent(proxy.username);
  const password = decodeURIComponent(proxy.password);
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
