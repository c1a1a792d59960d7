// The part of Node's API the Worker uses through the nodejs_compat flag, typed here because the
// Worker's type set (worker-configuration.d.ts) leaves Node's modules out.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    run<R>(store: T, callback: () => R): R;
    getStore(): T | undefined;
  }
}
