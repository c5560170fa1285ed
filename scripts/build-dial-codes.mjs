// Builds packages/shared/src/dial-codes.data.json (D-07, PHONE-001..006, OPEN-047) from
// maintained data: calling codes from libphonenumber-js, English and French names from
// i18n-iso-countries. Rule: every ISO 3166-1 country with a calling code, minus the
// territories that share a calling code with another entry, except the shared codes the
// spec names (001 North America, 007 Russia/Kazakhstan, 590 Guadeloupe/St Barthélemy/
// St Martin) => 232 entries. Prefix = calling code padded to 3 digits ('001', '033', '590').
// Order: English name; the French list keeps the same order and indexes.
// Run: node scripts/build-dial-codes.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { getCountries, getCountryCallingCode } = require('libphonenumber-js');
const iso = require('i18n-iso-countries');
iso.registerLocale(require('i18n-iso-countries/langs/en.json'));
iso.registerLocale(require('i18n-iso-countries/langs/fr.json'));

const SHARED_KEPT = new Set(['1', '7', '590']);
/** The entry kept when several territories share a code (the sovereign country). */
const PRIMARY = {
  39: 'IT',
  44: 'GB',
  47: 'NO',
  61: 'AU',
  212: 'MA',
  262: 'RE',
  358: 'FI',
  599: 'CW',
};

const codes = getCountries().filter((c) => iso.isValid(c));
const kept = codes.filter((c) => {
  const cc = getCountryCallingCode(c);
  const sharing = codes.filter((o) => getCountryCallingCode(o) === cc);
  if (sharing.length === 1 || SHARED_KEPT.has(cc)) return true;
  return PRIMARY[cc] === c;
});
const name = (code, lang) =>
  iso.getName(code, lang, { select: 'alias' }) ?? iso.getName(code, lang);
kept.sort((a, b) => name(a, 'en').localeCompare(name(b, 'en'), 'en'));
const entry = (code, index, lang) => ({
  icon: code.toLowerCase(),
  country_name: name(code, lang),
  prefix: getCountryCallingCode(code).padStart(3, '0'),
  index,
});
const data = {
  en: kept.map((c, i) => entry(c, i, 'en')),
  fr: kept.map((c, i) => entry(c, i, 'fr')),
};
if (data.en.length !== 232) throw new Error(`expected 232 entries, got ${data.en.length}`);
const out = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/shared/src/dial-codes.data.json',
);
writeFileSync(out, `${JSON.stringify(data)}\n`);
console.log(`wrote ${data.en.length} entries to ${out}`);
