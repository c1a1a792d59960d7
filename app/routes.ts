// The table of contents: every URL of the site (rules §2 route list), in one place, in English and
// under /es/ in Spanish (docs/decisions/0065-the-spanish-edition.md).
// Static segments rank above dynamic ones, so the category listings win over products/:slug.
// Each route module lives in its feature folder (<feature>/routes/); its id is the module's name
// (React Router would use the whole path, and every id travels in the manifest each page loads).
import { index, route as routeWithId, type RouteConfig } from "@react-router/dev/routes";
import { serviceAliases } from "./company/content/service-aliases";

const CATEGORY_LISTINGS = ["prestressed", "beams", "slabs", "planks"];

const moduleName = (file: string) => file.slice(file.lastIndexOf("/") + 1).replace(/\.tsx$/, "");

/** Every page, once: the English site at the root and its Spanish twin under es/ (same module, id "<id>-es"). */
const pages = (prefix: string, suffix: string) => {
  const at = (path: string) => `${prefix}${path}`.replace(/\/$/, "");
  const page = (path: string, file: string, id = moduleName(file)) => routeWithId(at(path), file, { id: `${id}${suffix}` });
  return [
    prefix ? page("", "company/routes/home.tsx", "home") : index("company/routes/home.tsx", { id: "home" }),

    page("products", "catalogue/routes/products.tsx"),
    ...CATEGORY_LISTINGS.map((category) => page(`products/${category}`, "catalogue/routes/product-category.tsx", `products-${category}`)),
    page("products/learn/:slug", "catalogue/routes/learn.tsx"),
    page("products/:slug", "catalogue/routes/product-detail.tsx"),

    page("services", "company/routes/services.tsx"),
    page("services/consultation", "company/routes/services-consultation.tsx"),
    page("services/engineering-consultation", "company/routes/engineering-consultation.tsx"),
    // rules §2: the alias paths that show the engineering-consultation page with a specialisation.
    ...serviceAliases.map(({ alias }) =>
      page(`services/${alias}`, "company/routes/engineering-consultation.tsx", `service-alias-${alias}`),
    ),
    page("services/general-construction", "company/routes/general-construction.tsx"),
    page("services/quality-assurance", "company/routes/quality-assurance.tsx"),

    page("search", "search/routes/search.tsx"),
    page("projects", "company/routes/projects.tsx"),
    page("projects/:id", "company/routes/project.tsx"),
    page("careers", "careers/routes/careers.tsx"),
    page("careers/alerts", "careers/routes/job-alerts.tsx"),
    page("about", "company/routes/about.tsx"),
    page("contact", "contact/routes/contact.tsx"),
    page("quote", "contact/routes/quote.tsx"),
    page("teaming", "company/routes/teaming.tsx"),
    page("suppliers", "company/routes/suppliers.tsx"),
    page("delivery", "company/routes/delivery.tsx"),
    page("privacy", "company/routes/privacy.tsx"),
    page("signin", "accounts/routes/signin.tsx"),
    page("signin/forgot", "accounts/routes/forgot-password.tsx"),
    page("signin/reset", "accounts/routes/reset-password.tsx"),
    page("signin/confirm", "accounts/routes/confirm-account.tsx"),
    page("account", "accounts/routes/account.tsx"),
    // A resource route: the account's data as a JSON download (a POST, never cached).
    page("account/data", "accounts/routes/account-data.tsx"),

    page("*", "shell/routes/not-found.tsx"),
  ];
};

export default [...pages("", ""), ...pages("es/", "-es")] satisfies RouteConfig;
