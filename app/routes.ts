// The table of contents: every URL of the site (rules §2 route list), in one place, in English and
// under /es/ in Spanish (docs/decisions/0065-the-spanish-edition.md).
// Static segments rank above dynamic ones, so the category listings win over products/:slug.
// Each route module lives in app/routes/, a folder per feature; its id is the module's name
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
    prefix ? page("", "routes/company/home.tsx", "home") : index("routes/company/home.tsx", { id: "home" }),

    page("products", "routes/catalogue/products.tsx"),
    ...CATEGORY_LISTINGS.map((category) => page(`products/${category}`, "routes/catalogue/product-category.tsx", `products-${category}`)),
    page("products/learn/:slug", "routes/catalogue/learn.tsx"),
    page("products/:slug", "routes/catalogue/product-detail.tsx"),

    page("services", "routes/company/services.tsx"),
    page("services/consultation", "routes/company/services-consultation.tsx"),
    page("services/engineering-consultation", "routes/company/engineering-consultation.tsx"),
    // rules §2: the alias paths that show the engineering-consultation page with a specialisation.
    ...serviceAliases.map(({ alias }) =>
      page(`services/${alias}`, "routes/company/engineering-consultation.tsx", `service-alias-${alias}`),
    ),
    page("services/general-construction", "routes/company/general-construction.tsx"),
    page("services/quality-assurance", "routes/company/quality-assurance.tsx"),

    page("search", "routes/search/search.tsx"),
    page("projects", "routes/company/projects.tsx"),
    page("projects/:id", "routes/company/project.tsx"),
    page("careers", "routes/careers/careers.tsx"),
    page("careers/alerts", "routes/careers/job-alerts.tsx"),
    page("careers/:id", "routes/careers/job.tsx"),
    page("about", "routes/company/about.tsx"),
    page("contact", "routes/contact/contact.tsx"),
    page("quote", "routes/contact/quote.tsx"),
    page("teaming", "routes/company/teaming.tsx"),
    page("suppliers", "routes/company/suppliers.tsx"),
    page("delivery", "routes/company/delivery.tsx"),
    page("privacy", "routes/company/privacy.tsx"),
    page("signin", "routes/accounts/signin.tsx"),
    page("signin/forgot", "routes/accounts/forgot-password.tsx"),
    page("signin/reset", "routes/accounts/reset-password.tsx"),
    page("signin/confirm", "routes/accounts/confirm-account.tsx"),
    page("account", "routes/accounts/account.tsx"),
    // A resource route: the account's data as a JSON download (a POST, never cached).
    page("account/data", "routes/accounts/account-data.tsx"),

    page("*", "routes/shell/not-found.tsx"),
  ];
};

export default [...pages("", ""), ...pages("es/", "-es")] satisfies RouteConfig;
