// rules §4/§8: if the hero fails, only the hero is replaced, with 'Something went wrong with the
// hero section' and a 'Refresh the page' button; the sections below stay usable. React offers
// error boundaries only as class components.
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useT } from "../../../ui/use-t";
import { catalog } from "../../translations";

type State = { failed: boolean };

export class HeroErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error("Hero section failed", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <HeroFailed />;
  }
}

/** What replaces the hero (a function component, for the page's language). */
function HeroFailed() {
  const t = useT(catalog);
  return (
    <section
      aria-labelledby="hero-error"
      className="flex min-h-[calc(100svh-var(--header-height))] flex-col items-center justify-center bg-brand-900 px-6 text-center text-white"
    >
      <h1 id="hero-error" className="text-2xl font-bold">
        {t("Something went wrong with the hero section")}
      </h1>
      {/* A plain GET of the same page: works even if the failure took the app's scripts with it. */}
      <form method="get" className="mt-6">
        <button type="submit" className="btn-primary bg-accent-600 hover:bg-accent-700">
          {t("Refresh the page")}
        </button>
      </form>
    </section>
  );
}
