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

/** A simple-protocol Query message. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message[0] = QUERY;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * What a new connection to PostgreSQL starts without, and PGlite's one backend may still hold from the
 * connection before it: an open or failed transaction, prepared statements (pg prepares named statements
 * once per connection and would hit 42P05 "already exists"), portals, settings, LISTENs, session advisory
 * locks and temporary tables. pg-pool drops a client after any query error and opens a new one, so every
 * new socket first returns the backend to a fresh session's state. Two messages: DISCARD ALL may not run
 * inside a transaction block, which a multi-statement query would be.
 */
const SESSION_RESET = [simpleQuery('ROLLBACK'), simpleQuery('DISCARD ALL')];

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
      // The StartupMessage (no type byte): reset the backend to a new session's state, then answer it here.
      this.#started = true;
      this.#resetSession().then(
        () => {
          this.push(STARTUP_REPLY);
          callback();
        },
        (error: Error) => callback(error),
      );
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

  async #resetSession(): Promise<void> {
    for (const message of SESSION_RESET) await this.#exec(message);
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
