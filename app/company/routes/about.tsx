// /about (rules §2 About). The copy is read by the loader, so it reaches the page as data, not JavaScript.
import { AboutStory, CoreValues, LeadershipTeam, Timeline } from "../components/about/about-sections";
import { coreValues, leaders, milestones, story } from "../content/about";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/about";

export function loader({ url }: Route.LoaderArgs) {
  return withHead(url, withUnits({ story, coreValues, leaders, milestones }));
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
