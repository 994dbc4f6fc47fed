/** The city every visitor starts in (SPEC 9: default city). */
export const DEFAULT_CITY = 'hyderabad';

/** The path segment for a city: "Navi Mumbai" -> "navi-mumbai". */
export function citySlug(cityName: string): string {
  return cityName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
