// STUB: helper replaces this file. Contract: default export, lazy-loaded by the header on first open.
export type QuoteDrawerProps = { open: boolean; onOpenChange: (open: boolean) => void };
export default function QuoteDrawer(_props: QuoteDrawerProps) {
  return null;
}
