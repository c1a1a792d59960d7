// The product catalogue in each language: products.ts with its text (products.es.ts) laid over it.
// A module of its own because products.ts is in every page's first load: only the code that names
// products in another language (loaders, the header's panels) carries that language's text.
import { localized } from "../../lib/localized";
import { products } from "./products";
import * as es from "./products.es";

export const productsIn = localized(products, { es: es.products });
