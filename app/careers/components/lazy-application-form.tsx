// The application form as the careers list's in-page form and a posting's own page show it.
import { use, type ComponentProps } from "react";
import type { ApplicationForm as Form } from "./application-form";

// The form's code stays out of the page's first load (bundle budget). The route's loader awaits
// loadApplicationForm() wherever the form is shown, so the server never suspends on it. No
// Suspense boundary on purpose: React outlines a boundary's HTML past the first 12.8 KB into a
// hidden block that only a script reveals, which a visitor without JavaScript never runs. In
// the browser, hydration waits for the form's code (the server's HTML stays meanwhile).
let loading: Promise<typeof import("./application-form")> | undefined;

export function loadApplicationForm() {
  return (loading ??= import("./application-form"));
}

export function ApplicationForm(props: ComponentProps<typeof Form>) {
  const { ApplicationForm: Loaded } = use(loadApplicationForm());
  return <Loaded {...props} />;
}
