/**
 * Brings a database seeded before issue 36 up to the seed's device facts when the server starts
 * (as `ensureAccessoryNames` does for names): the seeded models' specifications and the seeded
 * units' battery health. Each step touches only rows the seed wrote and that lack the fact, so it
 * does nothing on a database seeded since, and leaves what the shop added or changed itself.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import * as t from '../db/schema.js';
import { buildSeed } from './seed.js';

/** Specs of before issue 36 (`{ size }` and the like) say nothing of the box. */
const hasOldSpecs = sql`${t.models.specs} -> 'inBox' IS NULL`;

/**
 * Gives the seeded models still holding specs of before issue 36 the seed's (a model is the
 * seed's when its legacy id and name are). The number of models refreshed.
 */
export async function ensureModelSpecs(database: Database): Promise<number> {
  const old = await database.db
    .select({ id: t.models.id, legacyModelId: t.models.legacyModelId, name: t.models.name })
    .from(t.models)
    .where(hasOldSpecs);
  if (old.length === 0) return 0;
  const seeded = new Map(buildSeed().models.map((m) => [`${m.legacyModelId}|${m.name}`, m.specs]));
  const refresh = old.flatMap(({ id, legacyModelId, name }) => {
    const specs = seeded.get(`${legacyModelId}|${name}`);
    return specs === undefined ? [] : [{ id, specs }];
  });
  let refreshed = 0;
  await database.db.transaction(async (tx) => {
    for (const { id, specs } of refresh) {
      const updated = await tx
        .update(t.models)
        .set({ specs })
        .where(and(eq(t.models.id, id), hasOldSpecs))
        .returning({ id: t.models.id });
      refreshed += updated.length;
    }
  });
  return refreshed;
}

/**
 * Gives the seeded units with a used battery and no battery health the seed's measurement
 * (migration 0023 gave every new battery its 100). A unit is the seed's when its id, model and
 * battery type are. The number of units measured.
 */
export async function ensureBatteryHealth(database: Database): Promise<number> {
  const unmeasured = await database.db
    .select({ id: t.products.id, modelId: t.products.modelId, batteryType: t.products.batteryType })
    .from(t.products)
    .where(isNull(t.products.batteryHealth));
  if (unmeasured.length === 0) return 0;
  const seeded = new Map(buildSeed().products.map((p) => [p.id, p]));
  const measured = unmeasured.flatMap(({ id, modelId, batteryType }) => {
    const unit = seeded.get(id);
    const health = unit?.batteryHealth;
    return unit?.modelId === modelId && unit.batteryType === batteryType && health != null
      ? [sql`(${id}, ${health}::smallint)`]
      : [];
  });
  // Consoles have none to give: nothing to write, and no change of the catalog's version.
  if (measured.length === 0) return 0;
  const updated = await database.rows<{ id: string }>(sql`
    UPDATE products AS p SET battery_health = v.health
    FROM (VALUES ${sql.join(measured, sql`, `)}) AS v(id, health)
    WHERE p.id = v.id AND p.battery_health IS NULL
    RETURNING p.id`);
  return updated.length;
}
