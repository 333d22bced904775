import { allCountries } from 'country-region-data';
import type { Country, Region } from '../../../shared/geo';

const spanishNames = new Intl.DisplayNames(['es-AR'], { type: 'region', fallback: 'none' });

type CountryEntry = Country & { regions: Region[] };

let byCode: Map<string, CountryEntry> | undefined;

/** The country list of country-region-data, with Spanish names from the runtime's ICU data. */
function countries(): Map<string, CountryEntry> {
  byCode ??= new Map(
    allCountries.map(([englishName, code, regions]) => [
      code,
      {
        code,
        name: spanishNames.of(code) ?? englishName,
        regions: regions.map(([name, regionCode]) => ({ code: regionCode, name })),
      },
    ]),
  );
  return byCode;
}

/** Every country, sorted by its Spanish name. */
export function listCountries(): Country[] {
  return [...countries().values()]
    .map(({ code, name }) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** The regions (provinces, states…) of a country, in the data's order; undefined if unknown. */
export function regionsOf(countryCode: string): Region[] | undefined {
  return countries().get(countryCode.toUpperCase())?.regions;
}

/** The Spanish name of a country code, or the code itself when unknown. */
export function countryName(countryCode: string): string {
  return countries().get(countryCode.toUpperCase())?.name ?? countryCode;
}

export function isCountry(countryCode: string): boolean {
  return countries().has(countryCode.toUpperCase());
}

export function isRegionOf(countryCode: string, regionName: string): boolean {
  return regionsOf(countryCode)?.some((region) => region.name === regionName) ?? false;
}
