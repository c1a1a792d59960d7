// /about (rules §2 About). The copy is read by the loader, so it reaches the page as data, not JavaScript.
import { AboutStory, CoreValues, LeadershipTeam, Timeline } from "../components/about/about-sections";
import * as en from "../content/about";
import * as es from "../content/about.es";
import { inLocale, localeOf } from "../../lib/locale";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/about";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const { story, coreValues, leaders, milestones } = inLocale(locale, en, es);
  return withHead(url, withUnits({ story, coreValues, leaders, milestones }, locale));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutStory story={loaderData.story} />
      <CoreValues values={loaderData.coreValues} />
      <LeadershipTeam leaders={loaderData.leaders} />
      <Timeline milestones={loaderData.milestones} />
    </>
  );
}
