/**
 * The token for `git push`, the way actions/checkout passes it: an `http.<url>.extraheader`
 * with `AUTHORIZATION: basic base64(x-access-token:<token>)`, keyed by the `origin` remote's own
 * URL (read from the checkout, never built). It goes through git's GIT_CONFIG_COUNT /
 * GIT_CONFIG_KEY_n / GIT_CONFIG_VALUE_n environment (what `git -c` does, without putting the
 * token on a command line other processes can read). An empty value first clears a header the
 * checkout persisted for the same server, so GitHub never gets two Authorization headers.
 * For a remote that is not http(s) (a local bare repository, ssh) nothing is set.
 */

export function pushAuthEnvironment(originUrl: string, token: string): Record<string, string> {
  if (token === '' || !/^https?:\/\//i.test(originUrl)) return {};
  const key = `http.${originUrl}.extraheader`;
  const basic = Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
  return {
    GIT_CONFIG_COUNT: '2',
    GIT_CONFIG_KEY_0: key,
    GIT_CONFIG_VALUE_0: '',
    GIT_CONFIG_KEY_1: key,
    GIT_CONFIG_VALUE_1: `AUTHORIZATION: basic ${basic}`,
  };
}

/** The value that must be masked in logs (core.setSecret) besides the token. */
export function pushAuthSecret(token: string): string {
  return Buffer.from(`x-access-token:${token}`, 'utf8').toString('base64');
}
