// The table of contents: every URL of the site (rules §2 route list), in one place.
// Static segments rank above dynamic ones, so the category listings win over products/:slug.
import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { serviceAliases } from "./content/service-aliases";

const CATEGORY_LISTINGS = ["prestressed", "beams", "slabs", "planks"];

export default [
  index("routes/home.tsx"),

  route("products", "routes/products.tsx"),
  ...CATEGORY_LISTINGS.map((category) => route(`products/${category}`, "routes/product-category.tsx", { id: `products-${category}` })),
  route("products/learn/:slug", "routes/learn.tsx"),
  route("products/:slug", "routes/product-detail.tsx"),

  route("services", "routes/services.tsx"),
  route("services/consultation", "routes/services-consultation.tsx"),
  route("services/engineering-consultation", "routes/engineering-consultation.tsx"),
  // rules §2: the alias paths that show the engineering-consultation page with a specialisation.
  ...serviceAliases.map(({ alias }) => route(`services/${alias}`, "routes/engineering-consultation.tsx", { id: `service-alias-${alias}` })),
  route("services/general-construction", "routes/general-construction.tsx"),
  route("services/quality-assurance", "routes/quality-assurance.tsx"),

  route("projects", "routes/projects.tsx"),
  route("careers", "routes/careers.tsx"),
  route("careers/alerts", "routes/job-alerts.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("teaming", "routes/teaming.tsx"),
  route("suppliers", "routes/suppliers.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("signin", "routes/signin.tsx"),
  route("account", "routes/account.tsx"),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
