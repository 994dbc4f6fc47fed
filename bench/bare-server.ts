// The yardstick: a bare Node http server answering recorded responses (the same headers and body) from
// memory (keyed by method, path and Accept-Encoding), with no routing framework, validation, hooks or database. Started by run.ts with the recorded responses in a JSON file.
import fs from 'node:fs';
import http from 'node:http';

interface Recorded {
  headers: Record<string, string>;
  body: string;
}

const recorded: Record<string, Recorded> = JSON.parse(fs.readFileSync(process.argv[2] as string, 'utf8'));
const bodies = new Map(
  Object.entries(recorded).map(([key, value]) => [
    key,
    { headers: value.headers, body: Buffer.from(value.body, 'base64') },
  ]),
);

const server = http.createServer((request, response) => {
  const entry = bodies.get(
    `${request.method} ${request.url} ${request.headers['accept-encoding'] ?? 'identity'}`,
  );
  request.resume();
  request.on('end', () => {
    if (!entry) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...entry.headers, 'content-length': entry.body.length });
    response.end(entry.body);
  });
});
server.listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
