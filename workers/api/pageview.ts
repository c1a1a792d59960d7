// POST /api/pageview: one page view, logged only with the visitor's consent (the client's rule).
import { Hono } from "hono";
import type { AppEnv } from "../hono-env";
import { recordPageView } from "../../app/shell/page-views.server";
import { beacon } from "./beacon";

export const pageviewApi = new Hono<AppEnv>().post(
  "/",
  beacon(
    {
      notAnObject: "Invalid page view: send a JSON object.",
      tooMany: "Too many page views from this client. Please wait before sending more.",
      notStored: "Page view not stored.",
    },
    (c, body, client) => recordPageView(c.env, body, client),
  ),
);
