// The preview environment of wrangler.toml names none of production's resources, and mail from a
// preview never leaves: read through wrangler's own configuration reader, as a deploy reads it.
import { fileURLToPath } from "node:url";
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";

/** The parts of a resolved configuration this test reads. */
type Config = {
  name: string;
  vars: Record<string, unknown>;
  d1_databases: { binding: string; database_id?: string; database_name?: string; preview_database_id?: string; migrations_dir?: string }[];
  kv_namespaces: { binding: string; id?: string; preview_id?: string }[];
  r2_buckets: { binding: string; bucket_name?: string; preview_bucket_name?: string }[];
  queues: { producers?: { binding: string; queue: string }[]; consumers?: { queue: string; dead_letter_queue?: string }[] };
  durable_objects: { bindings: { name: string; class_name: string; script_name?: string }[] };
  send_email: { name: string; destination_address?: string; allowed_destination_addresses?: string[] }[];
};

const configPath = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));
const production = unstable_readConfig({ config: configPath }) as unknown as Config;
const preview = unstable_readConfig({ config: configPath, env: "preview" }) as unknown as Config;

/** Every resource a configuration points at, by kind: what a deploy would read or write. */
function resources(config: Config) {
  return {
    worker: [config.name],
    d1: config.d1_databases.flatMap((db) => [db.database_id, db.database_name, db.preview_database_id]).filter(Boolean),
    kv: config.kv_namespaces.flatMap((kv) => [kv.id, kv.preview_id]).filter(Boolean),
    r2: config.r2_buckets.flatMap((bucket) => [bucket.bucket_name, bucket.preview_bucket_name]).filter(Boolean),
    queues: [
      ...config.queues.producers!.map((queue) => queue.queue),
      ...config.queues.consumers!.flatMap((queue) => [queue.queue, queue.dead_letter_queue]),
    ].filter(Boolean),
    // A Durable Object binding with a script_name would reach into another Worker's objects.
    durableObjects: config.durable_objects.bindings.map((binding) => binding.script_name ?? `${config.name}:${binding.class_name}`),
    mailDestinations: config.send_email.flatMap((binding) => [
      binding.name,
      binding.destination_address,
      ...(binding.allowed_destination_addresses ?? []),
    ]),
  };
}

describe("the preview environment", () => {
  const prod = resources(production);
  const prev = resources(preview);

  it("is a Worker of its own with every binding production has, save the mail binding", () => {
    expect(preview.name).not.toBe(production.name);
    const bindings = (config: Config) =>
      [
        ...config.d1_databases.map((b) => b.binding),
        ...config.kv_namespaces.map((b) => b.binding),
        ...config.r2_buckets.map((b) => b.binding),
        ...config.queues.producers!.map((b) => b.binding),
        ...config.durable_objects.bindings.map((b) => b.name),
        ...Object.keys(config.vars),
      ].sort();
    expect(bindings(preview)).toEqual([...bindings(production), "PREVIEW_BRANCH"].sort());
    expect(preview.send_email).toEqual([]);
  });

  for (const kind of ["worker", "d1", "kv", "r2", "queues", "durableObjects"] as const) {
    it(`names no production ${kind} resource`, () => {
      expect(prev[kind].length).toBeGreaterThan(0);
      for (const id of prev[kind]) expect(prod[kind]).not.toContain(id);
    });
  }

  it("sends no mail: no send_email binding, the sink, and the preview marker that forces it", () => {
    expect(prev.mailDestinations).toEqual([]);
    expect(preview.vars).toMatchObject({ MAIL_DELIVERY: "sink", SITE_ENV: "preview" });
    expect(production.vars).toMatchObject({ SITE_ENV: "production" });
  });

  it("keeps production's canonical origin", () => {
    expect(preview.vars.SITE_URL).toBe(production.vars.SITE_URL);
  });

  it("applies the same migrations", () => {
    expect(preview.d1_databases[0]!.migrations_dir).toBe(production.d1_databases[0]!.migrations_dir);
  });
});
