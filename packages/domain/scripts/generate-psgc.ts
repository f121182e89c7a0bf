/**
 * Generates src/reference/data/{provinces,cities}.json from the PSGC data that the npm package
 * @aivangogh/ph-address ships (see src/reference/data/README.md for source, version, quarter and
 * licence). Run after bumping that devDependency:
 *
 *   npx -y pnpm@12.21.0 --filter @review-center/domain run generate:psgc
 *
 * The package exposes provinces and per-province lookups but no list of the cities that belong to
 * no province (highly urbanized and independent component cities, Metro Manila), so this reads
 * its bundled tables directly: base64, zlib-deflated CSV, one per level.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';

const SOURCE = '@aivangogh/ph-address';
const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '../src/reference/data');

const require = createRequire(import.meta.url);
const packageJsonPath = require.resolve(`${SOURCE}/package.json`);
const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8')) as { version: string };
const bundle = readFileSync(join(dirname(packageJsonPath), 'dist/index.mjs'), 'utf8');

/** One bundled table as rows of named columns (the tables hold no quoted commas: checked below). */
function table(name: string): Record<string, string>[] {
  const match = new RegExp(`var ${name} = "([A-Za-z0-9+/=]+)"`).exec(bundle);
  if (!match?.[1]) throw new Error(`${SOURCE}@${version}: table "${name}" not found; update this script.`);
  const [header = '', ...lines] = inflateSync(Buffer.from(match[1], 'base64')).toString('utf8').split('\n');
  const columns = header.split(',');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      if (line.includes('"')) throw new Error(`Quoted CSV field in ${name}: ${line}`);
      const values = line.split(',');
      return Object.fromEntries(columns.map((column, i) => [column, (values[i] ?? '').trim()]));
    });
}

/** ISO 3166-2:PH subdivision codes (without "PH-") as the provinces' short keys. */
const ISO_KEYS: Record<string, string> = {
  Abra: 'ABR',
  'Agusan del Norte': 'AGN',
  'Agusan del Sur': 'AGS',
  Aklan: 'AKL',
  Albay: 'ALB',
  Antique: 'ANT',
  Apayao: 'APA',
  Aurora: 'AUR',
  Basilan: 'BAS',
  Bataan: 'BAN',
  Batanes: 'BTN',
  Batangas: 'BTG',
  Benguet: 'BEN',
  Biliran: 'BIL',
  Bohol: 'BOH',
  Bukidnon: 'BUK',
  Bulacan: 'BUL',
  Cagayan: 'CAG',
  'Camarines Norte': 'CAN',
  'Camarines Sur': 'CAS',
  Camiguin: 'CAM',
  Capiz: 'CAP',
  Catanduanes: 'CAT',
  Cavite: 'CAV',
  Cebu: 'CEB',
  Cotabato: 'NCO',
  'Davao de Oro': 'COM',
  'Davao del Norte': 'DAV',
  'Davao del Sur': 'DAS',
  'Davao Occidental': 'DVO',
  'Davao Oriental': 'DAO',
  'Dinagat Islands': 'DIN',
  'Eastern Samar': 'EAS',
  Guimaras: 'GUI',
  Ifugao: 'IFU',
  'Ilocos Norte': 'ILN',
  'Ilocos Sur': 'ILS',
  Iloilo: 'ILI',
  Isabela: 'ISA',
  Kalinga: 'KAL',
  'La Union': 'LUN',
  Laguna: 'LAG',
  'Lanao del Norte': 'LAN',
  'Lanao del Sur': 'LAS',
  Leyte: 'LEY',
  'Maguindanao del Norte': 'MGN',
  'Maguindanao del Sur': 'MGS',
  Marinduque: 'MAD',
  Masbate: 'MAS',
  'Misamis Occidental': 'MSC',
  'Misamis Oriental': 'MSR',
  'Mountain Province': 'MOU',
  'Negros Occidental': 'NEC',
  'Negros Oriental': 'NER',
  'Northern Samar': 'NSA',
  'Nueva Ecija': 'NUE',
  'Nueva Vizcaya': 'NUV',
  'Occidental Mindoro': 'MDC',
  'Oriental Mindoro': 'MDR',
  Palawan: 'PLW',
  Pampanga: 'PAM',
  Pangasinan: 'PAN',
  Quezon: 'QUE',
  Quirino: 'QUI',
  Rizal: 'RIZ',
  Romblon: 'ROM',
  Samar: 'WSA',
  Sarangani: 'SAR',
  Siquijor: 'SIG',
  Sorsogon: 'SOR',
  'South Cotabato': 'SCO',
  'Southern Leyte': 'SLE',
  'Sultan Kudarat': 'SUK',
  Sulu: 'SLU',
  'Surigao del Norte': 'SUN',
  'Surigao del Sur': 'SUR',
  Tarlac: 'TAR',
  'Tawi-Tawi': 'TAW',
  Zambales: 'ZMB',
  'Zamboanga del Norte': 'ZAN',
  'Zamboanga del Sur': 'ZAS',
  'Zamboanga Sibugay': 'ZSI',
};

/** Pseudo-provinces for a picker: Metro Manila (product §2: "Metro Manila is region NCR"), and
 * BARMM's Special Geographic Area, whose eight municipalities PSA lists under no province. */
const METRO_MANILA = { name: 'Metro Manila', region: 'NCR', key: 'MM' };
const SPECIAL_GEOGRAPHIC_AREA = { name: 'Special Geographic Area', region: 'BARMM', key: 'SGA' };
const NCR_CODE = '1300000000';
const SGA_CODE = '1999900000';
/** The City of Manila's 14 sub-municipal districts (Tondo, Binondo, ...): part of Manila, not cities. */
const MANILA_DISTRICTS_CODE = '1380600000';

/**
 * Highly urbanized and independent component cities that PSGC files under a code of their own
 * ("not a province"), placed in the province they lie in, as people write their address.
 */
const GEOGRAPHIC_PROVINCE: Record<string, string> = {
  'Angeles City': 'Pampanga',
  'Bacolod City': 'Negros Occidental',
  'Baguio City': 'Benguet',
  'Butuan City': 'Agusan del Norte',
  'Cagayan de Oro City': 'Misamis Oriental',
  'Cebu City': 'Cebu',
  'Davao City': 'Davao del Sur',
  'General Santos City': 'South Cotabato',
  'Iligan City': 'Lanao del Norte',
  'Iloilo City': 'Iloilo',
  'Isabela City': 'Basilan',
  'Lapu-Lapu City': 'Cebu',
  'Lucena City': 'Quezon',
  'Mandaue City': 'Cebu',
  'Olongapo City': 'Zambales',
  'Puerto Princesa City': 'Palawan',
  'Tacloban City': 'Leyte',
  'Zamboanga City': 'Zamboanga del Sur',
};

/** Spellings PSA uses that the package's title-casing lost. */
const SPELLING: Record<string, string> = {
  'Anini-Y': 'Anini-y',
  'Can-Avid': 'Can-avid',
  'Laua-An': 'Laua-an',
  'Ma-Ayon': 'Ma-ayon',
  'Matag-Ob': 'Matag-ob',
  'Sapi-An': 'Sapi-an',
  'Tagana-An': 'Tagana-an',
  'Tagapul-An': 'Tagapul-an',
};
const cleanName = (raw: string): string => {
  const name = raw.replace(/\s+/g, ' ').trim();
  // "Abra De Ilog", "San Jose Del Monte City": the particles are lower case inside a name.
  return SPELLING[name] ?? name.replace(/(?<=\S) (De|Del|De La) (?=\S)/g, (particle) => particle.toLowerCase());
};

/** A region's short code: NCR, CAR, BARMM, NIR, MIMAROPA, or the roman numeral (IV-A, VII, ...). */
const regionCode = (region: Record<string, string>): string => {
  const designation = region.designation ?? '';
  if (/^[A-Z]{3,5}$/.test(designation)) return designation;
  return (region.name ?? '').replace(/^Region /, '').replace(/ Region$/, '');
};

const regions = new Map(table('regions').map((r) => [r.psgcCode, regionCode(r)]));
const provinceRows = table('provinces');
const provinceKeyByCode = new Map<string, string>();
const provinces = provinceRows.map((row) => {
  const name = cleanName(row.name ?? '');
  const key = ISO_KEYS[name];
  if (!key) throw new Error(`No ISO 3166-2:PH key for province "${name}"`);
  const region = regions.get(`${(row.psgcCode ?? '').slice(0, 2)}00000000`);
  if (!region) throw new Error(`No region for province "${name}"`);
  provinceKeyByCode.set(row.psgcCode ?? '', key);
  return { name, region, key };
});
if (provinces.length !== Object.keys(ISO_KEYS).length) throw new Error('Province list and ISO keys differ');
const keyByName = new Map(provinces.map((p) => [p.name, p.key]));

const byProvince = new Map<string, { cities: string[]; municipalities: string[] }>();
for (const row of table('municipalities')) {
  if (row.provinceCode === MANILA_DISTRICTS_CODE) continue;
  const name = cleanName(row.name ?? '');
  const code = row.provinceCode ?? '';
  const province =
    code === NCR_CODE
      ? METRO_MANILA.key
      : code === SGA_CODE
        ? SPECIAL_GEOGRAPHIC_AREA.key
        : (provinceKeyByCode.get(code) ?? keyByName.get(GEOGRAPHIC_PROVINCE[name] ?? ''));
  if (!province) throw new Error(`No province for "${name}" (${row.psgcCode}); add it to GEOGRAPHIC_PROVINCE`);
  // PSGC names every city "<Name> City" or "... City of <Name>"; municipalities never carry the word.
  const isCity = /\bCity\b/.test(name);
  const entry = byProvince.get(province) ?? { cities: [], municipalities: [] };
  (isCity ? entry.cities : entry.municipalities).push(name);
  byProvince.set(province, entry);
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en');
const allProvinces = [...provinces, METRO_MANILA, SPECIAL_GEOGRAPHIC_AREA].sort((a, b) => byName(a.name, b.name));
const cities = Object.fromEntries(
  allProvinces.map(({ key }) => {
    const entry = byProvince.get(key) ?? { cities: [], municipalities: [] };
    return [key, { cities: entry.cities.sort(byName), municipalities: entry.municipalities.sort(byName) }];
  }),
);

writeFileSync(join(outDir, 'provinces.json'), `${JSON.stringify(allProvinces)}\n`);
writeFileSync(join(outDir, 'cities.json'), `${JSON.stringify(cities)}\n`);
const count = (kind: 'cities' | 'municipalities') =>
  Object.values(cities).reduce((sum, entry) => sum + entry[kind].length, 0);
console.log(
  `${SOURCE}@${version}: ${provinces.length} provinces (+ Metro Manila, Special Geographic Area), ` +
    `${count('cities')} cities, ${count('municipalities')} municipalities`,
);
