// STUB: helper replaces this file. Contract: default export, lazy-loaded by the header on first open.
import type { CompanyContact } from "../content/company";
export type MobileMenuProps = { open: boolean; onOpenChange: (open: boolean) => void; contact: CompanyContact };
export default function MobileMenu(_props: MobileMenuProps) {
  return null;
}
