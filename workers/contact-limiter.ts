// The contact limit (spec §5, DECISIONS.md): at most CONTACT_LIMIT accepted submissions per
// CONTACT_WINDOW_MS per client. One object per hashed client key is the single source of truth.
// reserve() runs without awaiting anything, so the runtime executes each call whole before the
// next: concurrent requests from one client cannot both take the last slot.
import { DurableObject } from "cloudflare:workers";
import { CONTACT_LIMIT, CONTACT_WINDOW_MS } from "../app/lib/constants";

export type Reservation = { ok: true; token: string } | { ok: false; retryAfterSeconds: number };

export class ContactLimiter extends DurableObject<Env> {
  private tableReady = false;

  /** The slots table, created on first use (and again after the alarm cleared storage). */
  private get sql(): SqlStorage {
    const sql = this.ctx.storage.sql;
    if (!this.tableReady) {
      sql.exec("CREATE TABLE IF NOT EXISTS slots (token TEXT PRIMARY KEY, taken_at INTEGER NOT NULL)");
      this.tableReady = true;
    }
    return sql;
  }

  /** Takes one slot of the window that ends at `now`, or says when the oldest slot frees up. */
  reserve(now: number): Reservation {
    this.sql.exec("DELETE FROM slots WHERE taken_at <= ?", now - CONTACT_WINDOW_MS);
    const rows = this.sql.exec<{ taken_at: number }>("SELECT taken_at FROM slots ORDER BY taken_at").toArray();
    if (rows.length >= CONTACT_LIMIT) {
      const freesAt = rows[0]!.taken_at + CONTACT_WINDOW_MS;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)) };
    }
    const token = crypto.randomUUID();
    this.sql.exec("INSERT INTO slots (token, taken_at) VALUES (?, ?)", token, now);
    // Forget this client once its window has passed: nothing lingers in storage.
    void this.ctx.storage.setAlarm(now + CONTACT_WINDOW_MS + 1000);
    return { ok: true, token };
  }

  /** Gives a slot back: a submission that could not be stored does not use up the allowance. */
  release(token: string): void {
    this.sql.exec("DELETE FROM slots WHERE token = ?", token);
  }

  /** Slots currently held at `now` (for operators and tests). */
  used(now: number): number {
    return this.sql
      .exec<{ n: number }>("SELECT COUNT(*) AS n FROM slots WHERE taken_at > ?", now - CONTACT_WINDOW_MS)
      .one().n;
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    this.sql.exec("DELETE FROM slots WHERE taken_at <= ?", now - CONTACT_WINDOW_MS);
    const left = this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM slots").one().n;
    if (left === 0) {
      await this.ctx.storage.deleteAll();
      this.tableReady = false;
    } else await this.ctx.storage.setAlarm(now + CONTACT_WINDOW_MS);
  }
}
