import type { SearchModel } from '@phonix/shared/catalog';
import { matchesSearch } from '@phonix/shared/search';
import MiniSearch, { type SearchOptions } from 'minisearch';

/**
 * Other names sellers type for a brand, by brand slug: a query word that is one of them matches every model
 * of that brand ("galaxy" is Samsung, "redmi" and "poco" are Xiaomi, "nord" is OnePlus).
 */
const BRAND_ALIASES: Record<string, string[]> = {
  samsung: ['galaxy'],
  xiaomi: ['mi', 'redmi', 'poco'],
  poco: ['xiaomi', 'mi'],
  oneplus: ['nord'],
  motorola: ['moto'],
  google: ['pixel'],
  apple: ['iphone'],
};

/** More words than any model name has: a longer query cannot match all of them, so it is cut here. */
const MAX_QUERY_WORDS = 8;

/**
 * The words of a name or a query: lower case, '+' read as "plus", and letters and digits glued together
 * taken apart, so "Note12", "CE3" and "S23+" read as "note 12", "ce 3" and "s 23 plus".
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll('+', ' plus ')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The text without spaces or punctuation: "iphone13" and "one plus 12" then match "iPhone 13", "OnePlus 12". */
function compact(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}+]/gu, '');
}

const hasDigit = (word: string) => /\p{N}/u.test(word);

/**
 * Every query word must be a word of the model's name or brand aliases; words of three letters or more
 * may be the start of one ("gala" -> "galaxy"). Numbers match whole, never approximately: "13" is not "15".
 */
const WORD_MATCH: SearchOptions = {
  combineWith: 'AND',
  boost: { name: 3 },
  prefix: (word) => word.length >= 3 && !hasDigit(word),
};

/** The same with one typo per word of four letters or more, two from six ("iphnoe" -> "iphone"). */
const TYPO_MATCH: SearchOptions = {
  ...WORD_MATCH,
  fuzzy: (word) => (hasDigit(word) ? false : word.length >= 6 ? 2 : word.length >= 4 ? 1 : false),
};

interface Entry {
  model: SearchModel;
  /** Catalog position: among equally good matches the catalog's order (newest first) decides. */
  position: number;
  lower: string;
  compact: string;
}

/**
 * Finds models by what a seller types, best match first. Built once per catalog snapshot; a search is a
 * scan of a few hundred short names plus, when that finds nothing, a lookup in a MiniSearch index.
 *
 * The tiers, the first that finds anything wins:
 * 1. the name contains the text, ignoring case (SPEC 5), or contains it once spaces and punctuation are
 *    ignored on both sides ("iphone13", "redmi note12", "oneplus nord ce3");
 * 2. every word of the text is a word of the name or of the brand's aliases ("samsung s23");
 * 3. the same, allowing a typo per word ("iphnoe 15").
 */
export class ModelSearch {
  readonly #entries: Entry[];
  readonly #index: MiniSearch<{ id: number; name: string; aliases: string }>;

  constructor(models: SearchModel[]) {
    this.#entries = models.map((model, position) => ({
      model,
      position,
      lower: model.ItemName.toLowerCase(),
      compact: compact(model.ItemName),
    }));
    this.#index = new MiniSearch({
      fields: ['name', 'aliases'],
      tokenize: searchWords,
      // searchWords has already lower-cased every word.
      processTerm: (term) => term,
    });
    this.#index.addAll(
      models.map((model, id) => ({
        id,
        name: model.ItemName,
        aliases: (BRAND_ALIASES[model.cgc_slug] ?? []).join(' '),
      })),
    );
  }

  search(text: string): SearchModel[] {
    const query = text.trim();
    if (!query) return [];
    const contained = this.#contains(query);
    if (contained.length > 0) return contained;

    const words = searchWords(query).slice(0, MAX_QUERY_WORDS).join(' ');
    if (!words) return [];
    for (const options of [WORD_MATCH, TYPO_MATCH]) {
      const found = this.#index.search(words, options);
      if (found.length > 0) return found.map((result) => (this.#entries[result.id] as Entry).model);
    }
    return [];
  }

  /**
   * Tier 1: names containing the text, as typed before ignoring spaces, as whole words before inside a
   * word, then closest in length.
   */
  #contains(query: string): SearchModel[] {
    const lower = query.toLowerCase();
    const squeezed = compact(query);
    const hits: { entry: Entry; asTyped: boolean; wholeWords: boolean; extra: number }[] = [];
    for (const entry of this.#entries) {
      const asTyped = matchesSearch(entry.lower, lower);
      if (!asTyped && (!squeezed || !entry.compact.includes(squeezed))) continue;
      hits.push({
        entry,
        asTyped,
        wholeWords: asTyped && isWholeWords(entry.lower, lower),
        // How much of the name the text leaves unmatched: "galaxy s23" is all of "Samsung Galaxy S23" but
        // the start of "Samsung Galaxy S23 Ultra".
        extra: entry.compact.length - squeezed.length,
      });
    }
    hits.sort(
      (a, b) =>
        Number(b.asTyped) - Number(a.asTyped) ||
        Number(b.wholeWords) - Number(a.wholeWords) ||
        a.extra - b.extra ||
        a.entry.position - b.entry.position,
    );
    return hits.map((hit) => hit.entry.model);
  }
}

/**
 * Whether the text is found as whole words of the name: "13" in "iPhone 13 Pro" is, in "Redmi 13C" or
 * "Oppo K13" it is not.
 */
function isWholeWords(name: string, text: string): boolean {
  const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  for (let from = name.indexOf(text); from !== -1; from = name.indexOf(text, from + 1)) {
    if (!isWordChar(name[from - 1]) && !isWordChar(name[from + text.length])) return true;
  }
  return false;
}
