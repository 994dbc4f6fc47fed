/** Case-insensitive substring match, the rule of every search box (SPEC 5). */
export function matchesSearch(text: string, search: string): boolean {
  return text.toLowerCase().includes(search.trim().toLowerCase());
}
