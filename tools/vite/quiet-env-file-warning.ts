// React Router 7 starts its own inner Vite servers (to read react-router.config.ts, to compile
// route exports) with `envFile: false`, which Vite 8 reports as deprecated each time, three times
// a start; React Router 8 passes `envDir: false` instead. This drops only that line from
// console.warn (`react-router build` still prints it once, before vite.config.ts is read).

export function quietEnvFileWarning() {
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("The `envFile` option is deprecated")) return;
    warn(...args);
  };
}
