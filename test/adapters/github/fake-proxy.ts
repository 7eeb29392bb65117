/**
 * A forward proxy on 127.0.0.1 for the transport tests: absolute-form HTTP requests are relayed,
 * CONNECT opens a TCP tunnel. Every request is recorded with its Proxy-Authorization header.
 *
 * Whatever host a request names, the proxy connects to `upstream` (the fake GitHub API): the
 * client never resolves the name itself, so tests can use a name like `api.github.test` without
 * DNS (loopback names are never proxied, as in the Actions toolkit).
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';

export interface ProxiedRequest {
  kind: 'absolute' | 'connect';
  target: string;
  authorization: string | undefined;
}

export class FakeProxy {
  readonly seen: ProxiedRequest[] = [];
  readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(upstream: { host: string; port: number }): Promise<FakeProxy> {
    // eslint-disable-next-line prefer-const -- assigned below, after the handler that reads it is created
    let proxy: FakeProxy | undefined;
    const server = createServer((req, res) => {
      const target = req.url ?? '';
      proxy?.seen.push({ kind: 'absolute', target, authorization: req.headers['proxy-authorization'] });
      const headers = { ...req.headers };
      delete headers['proxy-authorization'];
      const path = (() => {
        try {
          const parsed = new URL(target);
          return `${parsed.pathname}${parsed.search}`;
        } catch {
          return '/';
        }
      })();
      const relay = httpRequest({ host: upstream.host, port: upstream.port, path, method: req.method, headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      relay.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(relay);
    });
    server.on('connect', (req, client: Socket, head: Buffer) => {
      proxy?.seen.push({ kind: 'connect', target: req.url ?? '', authorization: req.headers['proxy-authorization'] });
      const tunnel = connect(upstream.port, upstream.host, () => {
        client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        if (head.length > 0) tunnel.write(head);
        tunnel.pipe(client);
        client.pipe(tunnel);
      });
      for (const socket of [client, tunnel]) {
        proxy?.sockets.add(socket);
        socket.on('close', () => proxy?.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
    });
    server.on('connection', (socket) => {
      proxy?.sockets.add(socket);
      socket.on('close', () => proxy?.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    proxy = new FakeProxy(server, `http://127.0.0.1:${port}`);
    return proxy;
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
