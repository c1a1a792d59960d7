// @first-load-shell
// The header's parts that work as plain HTML first (rules §2 "Page shell"): native popovers, and
// the ids of the parts drawn on the server and hydrated once their chunk arrives, whose HTML the
// header copies until then (app/ui/when-visible.tsx).
export const MENU_ID = "mobile-menu";
export const MENU_BODY_ID = "mobile-menu-body";
export const PRODUCTS_PANEL_ID = "products-panel";
export const SERVICES_PANEL_ID = "services-panel";
