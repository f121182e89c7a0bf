/**
 * Philippine provinces and their cities and municipalities for the address pickers (product §2
 * "Province and city choices come from a full Philippine list", product §3 Reference data). A subpath
 * export (`@review-center/domain/psgc`) so that only the pages with an address form load it.
 * Data: ./data/README.md.
 */
import citiesByProvince from './data/cities.json' with { type: 'json' };
import provinceList from './data/provinces.json' with { type: 'json' };

export interface Province {
  name: string;
  /** Region short code: NCR, CAR, BARMM, NIR, MIMAROPA, or a roman numeral (I … XIII, IV-A). */
  region: string;
  /** ISO 3166-2:PH code without "PH-" (CEB, BEN, ...); MM for Metro Manila, SGA for BARMM's
   * Special Geographic Area. */
  key: string;
}

export interface City {
  name: string;
  /** The key of its province. */
  province: string;
  /** Present (true) for cities, absent for municipalities. */
  city?: true;
}

/** Every province, Metro Manila and the Special Geographic Area, by name. */
export const provinces: readonly Province[] = provinceList;

export const METRO_MANILA_KEY = 'MM';

const table = citiesByProvince as Record<string, { cities: string[]; municipalities: string[] }>;
const cache = new Map<string, readonly City[]>();

/** The cities and municipalities of a province, by name; empty for an unknown key. */
export function citiesOf(provinceKey: string): readonly City[] {
  const cached = cache.get(provinceKey);
  if (cached) return cached;
  const entry = Object.hasOwn(table, provinceKey) ? table[provinceKey] : undefined;
  if (!entry) return [];
  const list: City[] = [
    ...entry.cities.map((name): City => ({ name, province: provinceKey, city: true })),
    ...entry.municipalities.map((name): City => ({ name, province: provinceKey })),
  ].sort((a, b) => a.name.localeCompare(b.name, 'en'));
  cache.set(provinceKey, list);
  return list;
}

/** A province by key or by name (case-insensitive), e.g. to read back a stored address. */
export function findProvince(keyOrName: string): Province | undefined {
  const wanted = keyOrName.trim().toLowerCase();
  return provinces.find((p) => p.key.toLowerCase() === wanted || p.name.toLowerCase() === wanted);
}

/** Where the data comes from (see ./data/README.md). */
export const PSGC_SOURCE = {
  package: '@aivangogh/ph-address',
  version: '2025.4.4',
  publication: 'PSGC, 4th quarter 2025',
} as const;
