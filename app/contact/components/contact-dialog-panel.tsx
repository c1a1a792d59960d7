// The dialog itself, loaded on first use by ContactDialogButton.
import { quoteStore, useQuoteItems } from "../quote-store";
import { ContactForm } from "./contact-form";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../ui/dialog";
import type { QuotedProduct } from "../quoted-product";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; title: string; description: string; product?: QuotedProduct };

export default function ContactDialogPanel({ open, onOpenChange, title, description, product }: Props) {
  const quoteItems = useQuoteItems();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-6">
          <ContactForm variant="dialog" quoteItems={quoteItems} product={product} onSent={quoteStore.clear} labelledBy={null} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
