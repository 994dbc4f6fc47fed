// A TCP proxy between the server and PostgreSQL that counts the statements the server sends, read from the
// wire protocol (bench/orders.ts: statements per order). A simple query ('Q') counts one statement (its text
// may be BEGIN or COMMIT); in the extended protocol each Execute ('E') counts one. Startup and SSL requests
// (the first message of a connection, which has no type byte) are passed through uncounted.
import net from 'node:net';

export interface StatementCounts {
  /** Every statement run: simple queries and Executes. */
  statements: number;
  /** Of those, BEGIN / COMMIT / ROLLBACK (simple or extended). */
  transactionControl: number;
  /** How often each statement text ran (Query or Execute), for reading where they go. */
  texts: Map<string, number>;
}

export async function startCountingProxy(target: { host: string; port: number }) {
  const counts: StatementCounts = { statements: 0, transactionControl: 0, texts: new Map() };
  const sockets = new Set<net.Socket>();
  const isControl = (text: string) => /^\s*(begin|commit|rollback|start transaction)\b/i.test(text);
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    let buffer = Buffer.alloc(0);
    let started = false;
    // Named prepared statements: an Execute of one counts as control when its text was BEGIN/COMMIT.
    const portalText = new Map<string, string>();
    let lastParsed = '';
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          // SSLRequest (80877103) is followed by a second startup message.
          if (code !== 80877103) started = true;
          continue;
        }
        if (buffer.length < 5) return;
        const type = String.fromCharCode(buffer[0] as number);
        const length = buffer.readInt32BE(1);
        if (buffer.length < length + 1) return;
        const body = buffer.subarray(5, length + 1);
        buffer = buffer.subarray(length + 1);
        if (type === 'Q') {
          const text = body.toString('utf8', 0, body.indexOf(0));
          counts.statements += 1;
          if (isControl(text)) counts.transactionControl += 1;
          const key = text.replace(/\s+/g, ' ').trim().slice(0, 120);
          counts.texts.set(key, (counts.texts.get(key) ?? 0) + 1);
        } else if (type === 'P') {
          const nameEnd = body.indexOf(0);
          const name = body.toString('utf8', 0, nameEnd);
          const text = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
          lastParsed = text;
          if (name) portalText.set(name, text);
        } else if (type === 'B') {
          const portalEnd = body.indexOf(0);
          const statement = body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1));
          lastParsed = statement ? (portalText.get(statement) ?? lastParsed) : lastParsed;
        } else if (type === 'E') {
          counts.statements += 1;
          if (isControl(lastParsed)) counts.transactionControl += 1;
          const key = lastParsed.replace(/\s+/g, ' ').trim().slice(0, 120);
          counts.texts.set(key, (counts.texts.get(key) ?? 0) + 1);
        }
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    counts,
    reset() {
      counts.statements = 0;
      counts.transactionControl = 0;
      counts.texts.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
