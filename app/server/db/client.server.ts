// Drizzle over D1, read through the request's D1 session (docs/decisions/0033-reads-near-the-visitor.md "Reads near the
// visitor"). Each request runs inside one session (workers/middleware/d1-session.ts): its reads
// may be answered by the nearest read replica, yet never see the database older than the
// visitor's own last write. Outside a request (a test, a scheduled job) queries go to the binding.
import { AsyncLocalStorage } from "node:async_hooks";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema.server";

const requestSession = new AsyncLocalStorage<D1DatabaseSession>();

/** Runs `work` with every query made through `database()` going through `session`. */
export function withDatabaseSession<T>(session: D1DatabaseSession, work: () => T): T {
  return requestSession.run(session, work);
}

/**
 * The binding, or the current request's session over it, chosen at each query: a drizzle instance
 * kept for the isolate's life (the accounts adapter) still reads through each request's session.
 * Drizzle only needs `prepare` and `batch`, which a session has.
 */
function routed(d1: D1Database): D1Database {
  const target = () => requestSession.getStore() ?? d1;
  return {
    prepare: (query: string) => target().prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => target().batch<T>(statements),
    exec: (query: string) => d1.exec(query),
    dump: () => d1.dump(),
    withSession: (constraint?: string) => d1.withSession(constraint),
  } as D1Database;
}

export function database(d1: D1Database) {
  return drizzle(routed(d1), { schema });
}
