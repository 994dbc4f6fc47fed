// `npm start`: builds the web app when its build is missing or older than its sources, then runs the server
// in this same process (so no orphan is left behind on Ctrl-C). The server creates, migrates and seeds the
// database on first start.
import path from 'node:path';
import { register } from 'tsx/esm/api';
import './build-web-if-stale.mjs';

const root = path.resolve(import.meta.dirname, '..');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
