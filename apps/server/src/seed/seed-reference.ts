import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { countries, languages, states, zones } from '../db/schema/index.js';
import { countrySeeds } from './reference/countries.js';
import { zoneSeeds } from './reference/zones.js';
import { contentLanguageSeeds } from './reference/languages.js';
import { statesOfCountry } from './reference/locations.js';

/**
 * Loads the reference data (zones, countries with their zone, states, content
 * languages). Idempotent: rows are upserted by their natural keys, so a new package
 * version refreshes names without changing ids.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const zone of zoneSeeds()) {
      await tx
        .insert(zones)
        .values({ slug: zone.slug, position: zone.position, names: zone.names })
        .onConflictDoUpdate({
          target: zones.slug,
          set: { position: zone.position, names: zone.names },
        });
    }
    const zoneRows = await tx.select({ id: zones.id, slug: zones.slug }).from(zones);
    const zoneId = new Map(zoneRows.map((z) => [z.slug, z.id]));

    const countryValues = countrySeeds().map((c) => ({
      code: c.code,
      slug: c.slug,
      names: c.names,
      zoneId: zoneId.get(c.zone) ?? null,
    }));
    await tx
      .insert(countries)
      .values(countryValues)
      .onConflictDoUpdate({
        target: countries.code,
        set: {
          slug: sql`excluded.slug`,
          names: sql`excluded.names`,
          zoneId: sql`excluded.zone_id`,
        },
      });
    const countryRows = await tx.select({ id: countries.id, code: countries.code }).from(countries);

    const stateValues = countryRows.flatMap((c) =>
      statesOfCountry(c.code).map((s) => ({ countryId: c.id, code: s.code, name: s.name })),
    );
    for (let i = 0; i < stateValues.length; i += 1000) {
      await tx
        .insert(states)
        .values(stateValues.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [states.countryId, states.code],
          set: { name: sql`excluded.name` },
        });
    }

    await tx
      .insert(languages)
      .values(contentLanguageSeeds().map((l) => ({ id: l.id, code: l.code, names: l.names })))
      .onConflictDoUpdate({
        target: languages.id,
        set: { code: sql`excluded.code`, names: sql`excluded.names` },
      });
  });
}
