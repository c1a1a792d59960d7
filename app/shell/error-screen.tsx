// What the root error boundary shows: the 404 page, or the general failure screen with its
// destructive toast. Loaded on demand: most visits never need either.
import { useEffect } from "react";
import { isRouteErrorResponse } from "react-router";
import { toast } from "../ui/toast";
import { NotFound } from "./not-found";

export default function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <FailureScreen error={error} />;
}

/** The general failure screen: the error's message and a way to reload, plus a toast. */
function FailureScreen({ error }: { error: unknown }) {
  const message = error instanceof Error && error.message ? error.message : "An unexpected error has occurred.";
  useEffect(() => {
    console.error(error);
    void toast({
      title: "An error occurred",
      description: error instanceof Error && error.message ? error.message : "Something went wrong. Please try refreshing the page.",
      variant: "destructive",
    });
  }, [error]);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold">
        Something went wrong
      </h1>
      <p className="mt-4 text-slate-600">{message}</p>
      <form method="get" className="mt-8">
        <button type="submit" className="btn-primary">
          Refresh the page
        </button>
      </form>
    </section>
  );
}
