// What the root error boundary shows: the 404 page, or the general failure screen with its
// destructive toast, in the language of the path. Loaded on demand: most visits never need either.
import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { TRANSLATED } from "../lib/locale";
import { toast } from "../ui/toast";
import { useT } from "../ui/use-t";
import { NotFound } from "./not-found";
import { catalog } from "./translations";

export default function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <FailureScreen error={error} />;
}

/**
 * The general failure screen: the error's message and a way to reload, plus a toast. An error's
 * own message is the code's (English, for whoever reports it); on a Spanish page the screen says
 * what happened in Spanish first.
 */
function FailureScreen({ error }: { error: unknown }) {
  const t = useT(catalog);
  const own = error instanceof Error && error.message ? error.message : null;
  const english = !TRANSLATED[t.locale];
  const message = own && english ? own : t("An unexpected error has occurred.");
  const title = t("An error occurred");
  const description = own && english ? own : t("Something went wrong. Please try refreshing the page.");
  useEffect(() => {
    console.error(error);
    void toast({ title, description, variant: "destructive" });
  }, [error, title, description]);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold">
        {t("Something went wrong")}
      </h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <form method="get" className="mt-8">
        <button type="submit" className="btn-primary">
          {t("Refresh the page")}
        </button>
      </form>
    </section>
  );
}
