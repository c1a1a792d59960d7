/** The route patterns of the site (app/lib/route-patterns.ts), read once from React Router's table. */
export type RoutePatterns = () => Promise<ReadonlySet<string>>;

/** The Hono environment of every Worker route: the bindings of wrangler.toml, and the site's route patterns. */
export type AppEnv = { Bindings: Env; Variables: { routePatterns: RoutePatterns } };
