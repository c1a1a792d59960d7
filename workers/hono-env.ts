/** The Hono environment of every Worker route: the bindings of wrangler.toml. */
export type AppEnv = { Bindings: Env };
