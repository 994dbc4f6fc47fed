import { Duplex } from 'node:stream';

/** Runs a batch of PostgreSQL frontend messages and resolves to the backend's reply, as raw protocol bytes. */
export type ProtocolExec = (messages: Uint8Array) => Promise<Uint8Array>;

// Frontend message types that end a batch: the backend answers them (Sync, Flush, simple Query) or leaves.
const SYNC = 0x53; // 'S'
const FLUSH = 0x48; // 'H'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

/** AuthenticationOk then ReadyForQuery (idle): PGlite's backend is already started, as user postgres. */
const STARTUP_REPLY = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0, 0x5a, 0, 0, 0, 5, 0x49]);

/**
 * A stand-in for the TCP socket node-postgres talks to: it gathers the messages pg writes until one that
 * wants an answer, runs them in PGlite in one call and hands the reply to pg's own protocol parser. So PGlite
 * is used exactly as a PostgreSQL server, named prepared statements and transactions included.
 */
export class PgliteSocket extends Duplex {
  readonly #exec: ProtocolExec;
  #pending: Buffer[] = [];
  #started = false;

  constructor(exec: ProtocolExec) {
    super();
    this.#exec = exec;
  }

  /** pg calls connect(port, host) on a fresh socket; there is nothing to dial. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    return this;
  }

  unref(): this {
    return this;
  }

  override _read(): void {
    // Replies are pushed as soon as PGlite answers.
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void): void {
    if (!this.#started) {
      // The StartupMessage (no type byte): answer it here.
      this.#started = true;
      this.push(STARTUP_REPLY);
      callback();
      return;
    }
    const { answered, terminated } = scan(chunk);
    if (terminated) {
      this.#pending = [];
      callback();
      return;
    }
    this.#pending.push(chunk);
    if (!answered) {
      callback();
      return;
    }
    const batch = this.#pending.length === 1 ? chunk : Buffer.concat(this.#pending);
    this.#pending = [];
    // The write completes when PGlite has answered, so the next batch waits for this one.
    this.#exec(batch).then(
      (reply) => {
        this.push(reply);
        callback();
      },
      (error: Error) => callback(error),
    );
  }

  override _final(callback: (error?: Error | null) => void): void {
    this.push(null);
    callback();
  }
}

/** Walks the whole messages in a chunk written by pg. */
function scan(chunk: Buffer): { answered: boolean; terminated: boolean } {
  let answered = false;
  let terminated = false;
  for (let offset = 0; offset + 5 <= chunk.length; offset += 1 + chunk.readInt32BE(offset + 1)) {
    const type = chunk[offset];
    if (type === SYNC || type === FLUSH || type === QUERY) answered = true;
    if (type === TERMINATE) terminated = true;
  }
  return { answered, terminated };
}
