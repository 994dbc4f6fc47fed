/**
 * Kept so pages that still call it compile; it no longer sets anything. Every route's title (with its
 * description, canonical, open-graph, twitter and JSON-LD) now comes from the shared metadata table
 * (packages/shared/src/seo.ts): the server writes it into the first page and app/layout/route-metadata.tsx
 * applies it on navigation, so the title a crawler sees and the one in the tab never differ.
 *
 * @deprecated add or change a title in packages/shared/src/seo.ts instead.
 */
export function useDocumentTitle(_title: string | null): void {}
