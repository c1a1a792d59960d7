// The core of the site's limiters (contact submissions, sign-in attempts): one Durable Object
// per key holds the slots taken in a sliding window. A slot taken at t frees at exactly
// t + window. take() awaits nothing, so the runtime runs each call whole before the next:
// concurrent requests for one key cannot both take the last slot.
import { DurableObject } from "cloudflare:workers";
import type { Reservation } from "../../app/server/client-limit.server";

export type WindowRule = { limit: number; windowMs: number };

export abstract class WindowLimiter extends DurableObject<Env> {
  private tableReady = false;

  /** The slots table, created on first use (and again after the alarm cleared storage). */
  private get sql(): SqlStorage {
    const sql = this.ctx.storage.sql;
    if (!this.tableReady) {
      sql.exec("CREATE TABLE IF NOT EXISTS window_slots (token TEXT PRIMARY KEY, frees_at INTEGER NOT NULL)");
      this.tableReady = true;
    }
    return sql;
  }

  /** Takes one slot of `rule` at `now`, or says when the oldest held slot frees up. */
  protected take(now: number, rule: WindowRule): Reservation {
    this.sql.exec("DELETE FROM window_slots WHERE frees_at <= ?", now);
    const rows = this.sql.exec<{ frees_at: number }>("SELECT frees_at FROM window_slots ORDER BY frees_at").toArray();
    if (rows.length >= rule.limit) {
      // Each request reads its clock before it reaches the object, so a slot taken by a request that
      // arrived first may carry a later time than `now`: the wait is never longer than the window.
      const wait = Math.min(rows[0]!.frees_at - now, rule.windowMs);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) };
    }
    const token = crypto.randomUUID();
    const freesAt = now + rule.windowMs;
    this.sql.exec("INSERT INTO window_slots (token, frees_at) VALUES (?, ?)", token, freesAt);
    // Forget this key once its window has passed: nothing lingers in storage.
    void this.ctx.storage.setAlarm(Math.max(freesAt, rows.at(-1)?.frees_at ?? 0) + 1000);
    return { ok: true, token };
  }

  /** Gives a slot back (a submission that could not be stored, a sign-in that succeeded). */
  release(token: string): void {
    this.sql.exec("DELETE FROM window_slots WHERE token = ?", token);
  }

  /** Slots currently held at `now` (for operators and tests). */
  used(now: number): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM window_slots WHERE frees_at > ?", now).one().n;
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    this.sql.exec("DELETE FROM window_slots WHERE frees_at <= ?", now);
    const last = this.sql.exec<{ at: number | null }>("SELECT MAX(frees_at) AS at FROM window_slots").one().at;
    if (last === null) {
      await this.ctx.storage.deleteAll();
      this.tableReady = false;
    } else await this.ctx.storage.setAlarm(last + 1000);
  }
}
