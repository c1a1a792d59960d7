// Data a first load's document shows is left out of its hydration data, and only there.
import { renderToStaticMarkup } from "react-dom/server";
import { createContext, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { DRAWN, drawnOnly, RequestContext, useDrawnOnly, type DrawnOnly } from "../../app/lib/drawn-only";

const key = createContext<{ rows: number } | null>(null);
const tables = { rows: 3 };

function Shown({ value }: { value: DrawnOnly<{ rows: number } | null> }) {
  const shown = useDrawnOnly(key, value);
  return <p>{shown === DRAWN ? "server's markup" : shown === null ? "none" : `${shown.rows} rows`}</p>;
}

describe("drawnOnly", () => {
  it("leaves a document's data to its render, and sends DRAWN in its place", () => {
    const context = new RouterContextProvider();
    expect(drawnOnly(new Request("https://example.test/products/hollow-core"), context, key, tables)).toBe(DRAWN);
    expect(context.get(key)).toBe(tables);
    expect(
      renderToStaticMarkup(
        <RequestContext value={context}>
          <Shown value={DRAWN} />
        </RequestContext>,
      ),
    ).toBe("<p>3 rows</p>");
  });

  it("sends a client navigation's data as it is", () => {
    const context = new RouterContextProvider();
    expect(drawnOnly(new Request("https://example.test/products/hollow-core.data?_routes=x"), context, key, tables)).toBe(tables);
    expect(context.get(key)).toBeNull();
  });

  it("sends nothing in place of nothing", () => {
    expect(drawnOnly(new Request("https://example.test/products/piles"), new RouterContextProvider(), key, null)).toBeNull();
  });

  it("in the browser, DRAWN stays DRAWN: the part keeps the server's markup", () => {
    expect(renderToStaticMarkup(<Shown value={DRAWN} />)).toBe("<p>server&#x27;s markup</p>");
    expect(renderToStaticMarkup(<Shown value={tables} />)).toBe("<p>3 rows</p>");
  });
});
