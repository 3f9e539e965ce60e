/**
 * cognito-local's data store (one JSON file per user pool, plus clients.json) with crash-safe
 * writes. Its own StormDB file engine rewrites the file in place with fs.writeFile, and starts a
 * new write before the previous one has finished: a kill -9 mid-write leaves a torn file that
 * the next start cannot parse (losing every account), and overlapping writes can interleave even
 * without a crash. Here each file is written through AtomicJsonFile (temp file, fsync, rename,
 * one write at a time), so the file on disk is always a complete earlier or later version, and a
 * request that changed an account answers only once its change is on disk.
 *
 * Same file names and JSON format as cognito-local's StormDBDataStoreFactory, so existing data
 * folders keep working.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { AtomicJsonFile, writeFileAtomicSync } from './atomic-file';

const require = createRequire(import.meta.url);
// cognito-local's internals have no types.
type Any = any;
const StormDB = require(require.resolve('stormdb', { paths: [require.resolve('cognito-local')] })) as Any;
const { StormDBDataStore } = require('cognito-local/lib/services/dataStore/stormDb') as Any;

// cognito-local's (de)serialisation: fields whose name ends in "Date" hold Dates, stored as ISO strings.
function replaceDates(this: Record<string, unknown>, key: string, value: unknown): unknown {
  if (!key.endsWith('Date')) return value;
  const original = this[key];
  if (!(original instanceof Date))
    throw new Error(`Serialize: Expected ${key} field to contain a Date, received a ${typeof original}`);
  return original.toISOString();
}
function reviveDates(key: string, value: unknown): unknown {
  if (!key.endsWith('Date')) return value;
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string') return new Date(Date.parse(value));
  throw new Error(`Deserialize: Expected ${key} to contain a String or Number, received a ${typeof value}`);
}
const serialize = (state: unknown) => JSON.stringify(state, replaceDates, 2);

/** A StormDB engine (init/read/write) whose writes are atomic. */
class AtomicFileEngine {
  private state: unknown = {};
  private readonly file: AtomicJsonFile;

  constructor(readonly path: string) {
    this.file = new AtomicJsonFile(path, () => serialize(this.state));
  }

  init(): unknown {
    if (!existsSync(this.path)) {
      writeFileAtomicSync(this.path, serialize({}));
      return {};
    }
    return this.read();
  }

  read(): unknown {
    const text = readFileSync(this.path, 'utf8');
    try {
      return JSON.parse(text || '{}', reviveDates);
    } catch (err) {
      throw new Error(`The local user pool file ${this.path} is unreadable (${(err as Error).message}).`);
    }
  }

  write(state: unknown): Promise<void> {
    this.state = state;
    return this.file.save();
  }
}

export class AtomicDataStoreFactory {
  constructor(private readonly directory: string) {}

  async create(_ctx: unknown, id: string, defaults: unknown): Promise<unknown> {
    mkdirSync(this.directory, { recursive: true });
    const db = new StormDB(new AtomicFileEngine(join(this.directory, `${id}.json`)));
    db.default(defaults);
    await db.save();
    return new StormDBDataStore(db);
  }
}
