// Shapes shared by the service pages' content (rules §2 "Services pages", §3 "Benefit card",
// "Testimonial", "Page banner"). Icons are named here; the loaders turn a name into its path
// data (./icons.ts).

export type ServiceIconName =
  | "compass"
  | "waves"
  | "bridge"
  | "building"
  | "layers"
  | "shield"
  | "clipboard"
  | "crane"
  | "clock"
  | "gauge"
  | "flask"
  | "ruler"
  | "anchor"
  | "home"
  | "factory"
  | "check";

export type Drawing = { src: string; alt: string; width: number; height: number };

/** rules §3 "Page banner": title, subtitle, background image (here a drawing beside the text). */
export type ServiceBanner = { eyebrow: string; title: string; subtitle: string; description: string; image?: Drawing };

/** rules §3 "Benefit card": title, description, icon. */
export type FeatureCard = { title: string; description: string; icon: ServiceIconName };

export type ProcessStep = { title: string; description: string };

export type Testimonial = { quote: string; author: string; role: string; company: string };

export type CallToAction = { title: string; text: string; button: string };

/** Every drawing under public/images/services/ is 800 × 600 (4:3, rules §9 image ratio). */
export const serviceDrawing = (name: string, alt: string): Drawing => ({
  src: `/images/services/${name}.svg`,
  alt,
  width: 800,
  height: 600,
});
