import { describe, expect, it } from 'vitest';
import { citiesOf, findProvince, provinces } from './psgc.ts';

const all = provinces.flatMap((p) => citiesOf(p.key));

describe('provinces', () => {
  it('should list the 82 provinces of the PSGC publication plus the Metro Manila and SGA pseudo-provinces', () => {
    expect(provinces).toHaveLength(84);
    expect(provinces.filter((p) => p.key !== 'MM' && p.key !== 'SGA')).toHaveLength(82);
  });

  it('should give every province a unique key and a region', () => {
    expect(new Set(provinces.map((p) => p.key)).size).toBe(provinces.length);
    for (const province of provinces) expect(province.region).toMatch(/^(NCR|CAR|BARMM|NIR|MIMAROPA|[IVX]+(-A)?)$/);
  });

  it('should make Metro Manila a selectable province of region NCR', () => {
    expect(findProvince('Metro Manila')).toEqual({ name: 'Metro Manila', region: 'NCR', key: 'MM' });
  });

  it('should carry the provinces created since 2013', () => {
    for (const name of ['Davao Occidental', 'Maguindanao del Norte', 'Maguindanao del Sur', 'Davao de Oro']) {
      expect(findProvince(name)).toBeDefined();
    }
  });
});

describe('citiesOf', () => {
  it('should count the 149 cities and 1,493 municipalities of the publication', () => {
    expect(all.filter((c) => c.city)).toHaveLength(149);
    expect(all.filter((c) => !c.city)).toHaveLength(1_493);
  });

  it('should hold the 16 cities and the municipality of Metro Manila', () => {
    const metro = citiesOf('MM');
    expect(metro.map((c) => c.name)).toEqual([
      'Caloocan City',
      'Las Piñas City',
      'Makati City',
      'Malabon City',
      'Mandaluyong City',
      'Manila City',
      'Marikina City',
      'Muntinlupa City',
      'Navotas City',
      'Parañaque City',
      'Pasay City',
      'Pasig City',
      'Pateros',
      'Quezon City',
      'San Juan City',
      'Taguig City',
      'Valenzuela City',
    ]);
    expect(metro.filter((c) => !c.city).map((c) => c.name)).toEqual(['Pateros']);
  });

  it.each([
    ['CEB', 'Cebu City'],
    ['CEB', 'Mandaue City'],
    ['CEB', 'Lapu-Lapu City'],
    ['BEN', 'Baguio City'],
    ['PAM', 'Angeles City'],
    ['DAS', 'Davao City'],
    ['ILI', 'Iloilo City'],
    ['NEC', 'Bacolod City'],
    ['MSR', 'Cagayan de Oro City'],
    ['ZAS', 'Zamboanga City'],
    ['BAS', 'Isabela City'],
    ['MGN', 'Cotabato City'],
    ['EAS', 'Borongan City'],
    ['BUL', 'Malolos City'],
  ])('should list, under %s, the city %s', (key, name) => {
    expect(citiesOf(key)).toContainEqual({ name, province: key, city: true });
  });

  it('should not list the districts of the City of Manila as places of their own', () => {
    expect(all.map((c) => c.name)).not.toContain('Tondo I/II');
  });

  it('should keep Bacolod of Lanao del Norte a municipality, apart from Bacolod City', () => {
    expect(citiesOf('LAN')).toContainEqual({ name: 'Bacolod', province: 'LAN' });
  });

  it('should give trimmed names and no empty province', () => {
    for (const place of all) expect(place.name).toBe(place.name.trim());
    for (const province of provinces) expect(citiesOf(province.key).length).toBeGreaterThan(0);
  });

  it('should answer an unknown key with no places', () => {
    expect(citiesOf('XX')).toEqual([]);
    expect(citiesOf('constructor')).toEqual([]);
  });
});
