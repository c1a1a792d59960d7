// The table of contents: every URL of the site (rules §2 route list), in one place.
// Static segments rank above dynamic ones, so the category listings win over products/:slug.
// Each route module lives in its feature folder (<feature>/routes/); its id is the module's name
// (React Router would use the whole path, and every id travels in the manifest each page loads).
import { index, route as routeWithId, type RouteConfig } from "@react-router/dev/routes";
import { serviceAliases } from "./company/content/service-aliases";

const CATEGORY_LISTINGS = ["prestressed", "beams", "slabs", "planks"];

const moduleName = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx$/, "");
const route = (path: string, file: string, options?: { id: string }) => routeWithId(path, file, options ?? { id: moduleName(file) });

export default [
  index("company/routes/home.tsx", { id: "home" }),

  route("products", "catalogue/routes/products.tsx"),
  ...CATEGORY_LISTINGS.map((category) =>
    route(`products/${category}`, "catalogue/routes/product-category.tsx", { id: `products-${category}` }),
  ),
  route("products/learn/:slug", "catalogue/routes/learn.tsx"),
  route("products/:slug", "catalogue/routes/product-detail.tsx"),

  route("services", "company/routes/services.tsx"),
  route("services/consultation", "company/routes/services-consultation.tsx"),
  route("services/engineering-consultation", "company/routes/engineering-consultation.tsx"),
  // rules §2: the alias paths that show the engineering-consultation page with a specialisation.
  ...serviceAliases.map(({ alias }) =>
    route(`services/${alias}`, "company/routes/engineering-consultation.tsx", { id: `service-alias-${alias}` }),
  ),
  route("services/general-construction", "company/routes/general-construction.tsx"),
  route("services/quality-assurance", "company/routes/quality-assurance.tsx"),

  route("search", "search/routes/search.tsx"),
  route("projects", "company/routes/projects.tsx"),
  route("projects/:id", "company/routes/project.tsx"),
  route("careers", "careers/routes/careers.tsx"),
  route("careers/alerts", "careers/routes/job-alerts.tsx"),
  route("about", "company/routes/about.tsx"),
  route("contact", "contact/routes/contact.tsx"),
  route("quote", "contact/routes/quote.tsx"),
  route("teaming", "company/routes/teaming.tsx"),
  route("suppliers", "company/routes/suppliers.tsx"),
  route("privacy", "company/routes/privacy.tsx"),
  route("signin", "accounts/routes/signin.tsx"),
  route("account", "accounts/routes/account.tsx"),

  route("*", "shell/routes/not-found.tsx"),
] satisfies RouteConfig;
