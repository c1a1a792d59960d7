// A catalog's plural forms, named by the language's plural categories. A PO file numbers a plural
// message's forms by its `Plural-Forms` header (gettext's "nplurals=2; plural=(n != 1);"); the
// browser and the Worker pick a category with Intl.PluralRules (CLDR's rules, which know fractions
// and, in Spanish, the "many" of round millions). The build maps one onto the other: each category
// takes the form the catalog's expression gives a whole number of that category.

/** Whole numbers tried for each category: every small one, then round thousands, millions, billions. */
const SAMPLES = [...Array(1000).keys(), 1e4, 1e5, 1e6, 2e6, 1e7, 1e9];

/**
 * The form number the expression gives `n`, read as C reads it (gettext's): only n, numbers and
 * operators, so nothing else runs.
 * @param {string} header the whole Plural-Forms value
 */
function pluralExpression(header) {
  const [, count, expression] = /^\s*nplurals\s*=\s*(\d+)\s*;\s*plural\s*=\s*(.+?)\s*;?\s*$/.exec(header) ?? [];
  if (!count || !expression || !/^[\sn\d!=<>&|?:%()+\-*/]+$/.test(expression)) {
    throw new Error(`Plural-Forms "${header}" is not gettext's "nplurals=N; plural=EXPRESSION;" over n`);
  }
  const plural = /** @type {(n: number) => number} */ (new Function("n", `return Number(${expression});`));
  return { forms: Number(count), plural };
}

/**
 * For a catalog's `Language` and `Plural-Forms`: how many forms a plural message has, and which
 * form each of the language's categories takes.
 * @param {string} language a BCP 47 tag ("es-419")
 * @param {string} header the Plural-Forms value
 * @returns {{ forms: number; categories: Partial<Record<Intl.LDMLPluralRule, number>> }}
 */
export function pluralCategories(language, header) {
  const { forms, plural } = pluralExpression(header);
  const rules = new Intl.PluralRules(language);
  /** @type {Partial<Record<Intl.LDMLPluralRule, number>>} */
  const categories = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = SAMPLES.find((n) => rules.select(n) === category);
    // A category of fractions alone has no number gettext knows (it counts whole things): it takes
    // the form of "other", as "1.5 items" does.
    const form = sample === undefined ? undefined : plural(sample);
    categories[category] = form;
  }
  const other = categories.other ?? forms - 1;
  for (const category of /** @type {Intl.LDMLPluralRule[]} */ (Object.keys(categories))) {
    const form = categories[category] ?? other;
    if (!Number.isInteger(form) || form < 0 || form >= forms) {
      throw new Error(`Plural-Forms "${header}" gives form ${form} for ${language}'s "${category}", but has ${forms}`);
    }
    categories[category] = form;
  }
  return { forms, categories };
}
