// /teaming (rules §2 Teaming). The copy is read by the loader, so it reaches the page as data, not JavaScript.
// The partners are shown only once confirmed, or marked as examples where those may show (docs/rules.md §12).
import { env } from "cloudflare:workers";
import {
  BecomePartner,
  KeyAdvantages,
  PartnershipNetwork,
  TeamingHero,
  TeamingProcess,
} from "../../company/components/teaming/teaming-sections";
import { advantagesIn, becomePartnerIn, heroIn, introIn, partnersIn, stepsIn } from "../../company/content/teaming";
import { localeOf } from "../../lib/locale";
import { showsPlaceholders, shownCollection } from "../../site/facts";
import { headTags } from "../../shell/head/page-head";
import { withHead } from "../../shell/head/page-head.server";
import { withUnits } from "../../lib/units";
import type { Route } from "./+types/teaming";

export function loader({ url }: Route.LoaderArgs) {
  const locale = localeOf(url.pathname);
  const shown = shownCollection("partners", partnersIn(locale), showsPlaceholders(env, url));
  const content = { hero: heroIn(locale), intro: introIn(locale), advantages: advantagesIn(locale), steps: stepsIn(locale) };
  return withHead(url, withUnits({ ...content, partners: shown, becomePartner: becomePartnerIn(locale) }, locale));
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return headTags(loaderData?.head, error);
}

export default function TeamingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <TeamingHero hero={loaderData.hero} intro={loaderData.intro} />
      <KeyAdvantages advantages={loaderData.advantages} />
      <TeamingProcess steps={loaderData.steps} />
      {loaderData.partners ? <PartnershipNetwork partners={loaderData.partners.items} example={loaderData.partners.example} /> : null}
      <BecomePartner content={loaderData.becomePartner} />
    </>
  );
}
