/**
 * Models' stored specs read through the contract (issue 36): the `models.specs` column holds
 * whatever JSON was written to it, and what reaches a page is `ModelSpecsSchema`'s.
 */
import { ModelSpecsSchema, type ModelSpecs } from '@refurb/shared-contracts/api/catalog';

/** A model whose stored specs fail `ModelSpecsSchema`, as reported to `onBadSpecs`. */
export interface BadSpecs {
  modelId: number;
  legacyModelId: number;
  issues: readonly { path: PropertyKey[]; message: string }[];
}

export const warnOfBadSpecs = (bad: BadSpecs) =>
  console.warn(`Model ${bad.legacyModelId}: its specs fail the contract and are not shown`, bad);

/**
 * Reads a model's stored specs through the contract, once per model. Stored JSON is whatever was
 * written (an operator at psql, a seed of another shape), and a model page answers its specs
 * parsed: specs that fail are reported and read as none, so the model's pages still show its
 * listings (an answer that failed its own schema would be a 500 for every one of them).
 */
export function specsReader(onBadSpecs: (bad: BadSpecs) => void) {
  const read = new Map<number, ModelSpecs>();
  return (row: { modelId: number; legacyModelId: number; specs: unknown }): ModelSpecs => {
    let parsed = read.get(row.modelId);
    if (!parsed) {
      const { modelId, legacyModelId } = row;
      const result = ModelSpecsSchema.safeParse(row.specs);
      if (!result.success) onBadSpecs({ modelId, legacyModelId, issues: result.error.issues });
      parsed = result.success ? result.data : {};
      read.set(modelId, parsed);
    }
    return parsed;
  };
}
