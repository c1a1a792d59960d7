// STUB: helper replaces this file. Contract: called once by the root layout's App component.
export function usePageViews(): void {}
