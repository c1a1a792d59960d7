// The delivery page (/delivery, docs/rules.md §2 "Delivery page"): how members get from the plant
// to a site in Belize and beyond, lead times, trade terms and how a quote is priced. The area the
// company delivers to is a fact (facts.json, `deliveryArea`), which the loader adds where the page
// may show it; nothing here states a figure or a term the company has not given: those are quoted
// per project. Read only by the /delivery loader.
import { localized } from "../../lib/localized";
import * as es from "./delivery.es";

export type DeliverySection = { id: string; title: string; paragraphs: readonly string[]; points?: readonly string[] };
export type PriceFactor = { term: string; text: string };
export type DeliveryContent = {
  hero: { title: string; intro: string };
  /** The delivery area: "We deliver to:" before the facts' area, or what to do while it is unconfirmed. */
  area: { title: string; lead: string; unconfirmed: string; note: string };
  sections: readonly DeliverySection[];
  pricing: { title: string; intro: string; factors: readonly PriceFactor[]; closing: string };
  cta: { title: string; text: string; button: string };
};

export const delivery: DeliveryContent = {
  hero: {
    title: "Delivery, lead times and quotes",
    intro:
      "Precast members are made to order, heavy and often long. This page explains how they travel from our plant on the Old Northern Highway to your site, what sets the lead time, and how a quote is put together. Where a figure depends on the project, we say so: it is quoted per project.",
  },
  area: {
    title: "Where we deliver",
    lead: "We deliver to:",
    unconfirmed: "Tell us where your site is: every quote states the delivery point and confirms we can reach it.",
    note: "Sites elsewhere in the region are considered case by case.",
  },
  sections: [
    {
      id: "by-road",
      title: "By road within Belize",
      paragraphs: [
        "Members leave the plant on trucks and low-bed trailers and travel the national highways to site. Long piles (up to {120 ft}) and wide double tees (up to {12 ft}) travel as oversize loads, with the permits and escorts the route requires.",
        "Before the first load we check the route and the site access with you: bridges, turns, overhead lines and soft ground decide what can travel in one piece and how many loads a project needs.",
      ],
      points: [
        "The last stretch must carry a loaded trailer: firm, drained and wide enough to turn.",
        "Sites on the cayes or reached by river need marine transport: tell us early, and it is planned and quoted per project.",
        "Deliveries are scheduled with your programme, so members arrive in the order they are set.",
      ],
    },
    {
      id: "abroad",
      title: "To neighbouring countries",
      paragraphs: [
        "For projects in Guatemala, Mexico and further afield, the quote names the border crossing, the delivery point and who handles each step: export papers in Belize, customs clearance and any duties and taxes at destination.",
        "Transit times at the border vary, so deliveries abroad are programmed with extra time and confirmed load by load.",
      ],
    },
    {
      id: "erection",
      title: "Crane and erection",
      paragraphs: [
        "We can deliver to site for your contractor to set, or set the members ourselves with our erection crews. Either way our engineers plan the lifts: the heaviest pick and the longest reach decide the crane.",
        "The crane needs firm, level ground close to where the members go, and a clear path for the trailers. Pile driving, grouting and connections are agreed in the scope of each quote.",
      ],
    },
    {
      id: "lead-times",
      title: "Lead times",
      paragraphs: [
        "A lead time is the sum of its steps: shop drawings and your approval, a slot on the casting beds, casting and curing until the concrete reaches the strength to release the strands, then transport. Members cast in our existing forms come sooner than new shapes, which need forms made first.",
        "There is no single figure for every project: each quote comes with a delivery programme, and we confirm dates once the drawings are approved.",
      ],
    },
    {
      id: "terms",
      title: "Trade terms",
      paragraphs: ["Every quote states in writing what it covers and on what terms, so nothing is assumed:"],
      points: [
        "The scope: supply only, supply and delivery, or supply, delivery and erection.",
        "The delivery point and, for deliveries abroad, who carries the costs and risks at each stage.",
        "The currency, the payment terms and how long the price holds.",
        "What you provide: site access, crane ground, bearings or foundations ready to receive the members.",
      ],
    },
  ],
  pricing: {
    title: "How a quote is priced",
    intro: "A price follows from the project, not from a list. These are what move it:",
    factors: [
      {
        term: "Members and quantities",
        text: "The products, counted as the quote list counts them: metres of pile, square metres of slab, pieces of beam.",
      },
      {
        term: "Spans and loads",
        text: "They set the section, the concrete strength and the strand pattern, which our engineers design for your loads.",
      },
      {
        term: "Forms and finishes",
        text: "Standard sections from existing forms cost less than new shapes, embeds, openings or special finishes.",
      },
      { term: "Transport", text: "The distance, the number of loads, oversize permits and, abroad, the border and customs steps." },
      { term: "Crane and erection", text: "Included when we set the members: crane size, crew days and site conditions." },
      { term: "Engineering", text: "Shop drawings for your approval; design, value engineering and calculations as the scope asks." },
    ],
    closing:
      "Send drawings, a sketch or just the span and the load: an engineer answers within one business day with options and a budget price, then a firm quote once the details are settled.",
  },
  cta: {
    title: "Ready to price your project?",
    text: "Add products to your quote list or write to us directly: say where the site is and when you need the members.",
    button: "Request a Quote",
  },
};

export const deliveryIn = localized(delivery, { es: es.delivery });
