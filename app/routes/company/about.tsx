// /about (rules §2 About). The copy is read by the loader, so it reaches the page as data, not JavaScript.
// The leaders are shown only once confirmed, or marked as examples where those may show (docs/rules.md §12).
import { env } from "cloudflare:workers";
import { AboutStory, CoreValues, LeadershipTeam, Timeline } from "../../company/components/about/about-sections";
import { coreValuesIn, leadersIn, milestonesIn, storyIn } from "../../company/content/about";
import { localeOf } from "../../lib/locale";
import { showsPlaceholders, shownCollection } from "../../site/facts";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/about";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const shown = shownCollection("leadership", leadersIn(locale), showsPlaceholders(env, url));
  return withHead(
    url,
    withUnits({ story: storyIn(locale), coreValues: coreValuesIn(locale), leaders: shown, milestones: milestonesIn(locale) }, locale),
  );
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutStory story={loaderData.story} />
      <CoreValues values={loaderData.coreValues} />
      {loaderData.leaders ? <LeadershipTeam leaders={loaderData.leaders.items} example={loaderData.leaders.example} /> : null}
      <Timeline milestones={loaderData.milestones} />
    </>
  );
}
