// The loaders' way to the load–span tables and find by span and load: server code only, so the
// calculation (app/catalogue/engineering/) never reaches a browser bundle.
export { productLoadTables } from "./engineering/page-text";
export { spanLoadPage } from "./engineering/finder";
