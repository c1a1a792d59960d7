// Search metadata of the company pages and the account screens.
import { localized } from "../../lib/localized";
import type { Locale } from "../../lib/locale";
import type { PageEntry, WrittenPageEntry } from "../../site/seo-types";
import { projectsIn, type ProjectCategory } from "./projects";
import * as es from "./seo.es";

/** A project's category as its page title says it ("Infrastructure Project"). */
export const PROJECT_TITLE_KINDS: Readonly<Record<ProjectCategory, string>> = {
  Infrastructure: "Infrastructure Project",
  Commercial: "Commercial Project",
  Industrial: "Industrial Project",
  "Site Design": "Site Design Project",
};

/** The pages written here; each project's page follows /projects, made from the project. */
export const companyPages: readonly WrittenPageEntry[] = [
  {
    path: "/",
    title: "M&M | Precast & Prestressed Concrete in Belize",
    description:
      "Prestressed piles, double tees, hollow core, beams and bridge planks made in Belize since 1998, with engineering consultation and general construction.",
    structuredData: [{ kind: "organization" }, { kind: "website" }],
  },
  {
    path: "/projects",
    title: "Our Projects | Bridges, Buildings & Site Design | M&M",
    description:
      "Bridges, commercial buildings, warehouses and site designs across Belize built with M&M precast and prestressed concrete, from Haulover Bridge to the Design Depot warehouses.",
  },
  {
    path: "/careers",
    title: "Careers at M&M | Engineering & Construction Jobs in Belize",
    description:
      "Join the team that has engineered and cast prestressed concrete in Belize since 1998: open positions in Belize City, Santa Elena and Belmopan, and job alerts by email.",
  },
  {
    path: "/about",
    title: "About M&M | Belize's Leader in Prestressed Concrete",
    description:
      "Since 1998 M&M has designed, cast and installed prestressed concrete in Belize: over 900 piles, bridges and buildings, built on excellence, collaboration, sustainability and integrity.",
    structuredData: [{ kind: "organization" }],
  },
  {
    path: "/contact",
    title: "Contact Us | M&M",
    description:
      "Talk with an engineer about your project: send a request for a quote or technical advice on precast and prestressed concrete, and we will answer within one business day.",
    structuredData: [{ kind: "organization" }],
  },
  {
    path: "/teaming",
    title: "Teaming Opportunities | Partner with M&M",
    description:
      "Team with M&M on bids and projects: combined engineering expertise, precast capacity and local knowledge in Belize, in three simple steps.",
  },
  {
    path: "/suppliers",
    title: "Our Trusted Suppliers | M&M",
    description:
      "The construction materials, steel, concrete, heavy machinery and equipment suppliers behind M&M precast and prestressed concrete in Belize.",
  },
  {
    path: "/delivery",
    title: "Delivery, Lead Times & Quotes | M&M",
    description:
      "How M&M delivers precast members by road in Belize and to neighbouring countries, with crane and erection, what sets lead times, our trade terms and how quotes are priced.",
  },
  {
    path: "/privacy",
    title: "Privacy Policy | M&M",
    description:
      "How M&M collects, uses, keeps and protects personal data from this website, your rights under GDPR, CCPA and Belizean law, and how to contact us.",
  },
  {
    path: "/signin",
    title: "Sign In | M&M",
    description: "Sign in to your M&M account, or create one with your email address and a password.",
    sitemap: false,
  },
  {
    path: "/careers/alerts",
    title: "Job Alerts | M&M Careers",
    description: "Confirm or stop M&M job alerts: an email when a new position opens at the plant, on site or in the office.",
    sitemap: false,
  },
  {
    path: "/signin/forgot",
    title: "Reset Your Password | M&M",
    description: "Forgot the password of your M&M account? Enter your email address and we will mail you a link to choose a new one.",
    sitemap: false,
  },
  {
    path: "/signin/reset",
    title: "Choose a New Password | M&M",
    description: "Choose a new password for your M&M account with the link we mailed you.",
    sitemap: false,
  },
  {
    path: "/signin/confirm",
    title: "Confirm Your Account | M&M",
    description: "Confirm your new M&M account with the password you chose, or delete an account someone made with your email address.",
    sitemap: false,
  },
  {
    path: "/account",
    title: "Your Account | M&M",
    description: "Your M&M account: the email you signed in with, your password, your sessions and your data.",
    sitemap: false,
  },
  {
    path: "/quote",
    title: "Your Quote | M&M",
    description: "The products and services you collected for a quote, with quantities and notes, kept for 30 days.",
    sitemap: false,
    noindex: true,
  },
];

const writtenIn = localized(companyPages, { es: es.companyPages });
const projectTitleKindsIn = localized(PROJECT_TITLE_KINDS, { es: es.PROJECT_TITLE_KINDS });

function projectPages(locale: Locale): PageEntry[] {
  const kinds = projectTitleKindsIn(locale);
  return projectsIn(locale).map((project) => ({
    path: `/projects/${project.id}`,
    title: `${project.title} | ${kinds[project.category]} | M&M`,
    description: project.description,
  }));
}

/** Every company page's entry in `locale`, the projects' pages after the gallery's. */
export const companyPagesIn = (locale: Locale): readonly PageEntry[] =>
  writtenIn(locale).flatMap((page) => (page.path === "/projects" ? [page, ...projectPages(locale)] : [page]));
