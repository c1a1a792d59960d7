import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The deploy check builds the preview environment beside the production build (tests/deploy-check.mjs).
  buildDirectory: process.env.MM_BUILD_DIR ?? "build",
  future: {
    // Every v8 behaviour on now, so moving to React Router 8 is a version bump.
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
