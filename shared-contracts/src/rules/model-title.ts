/**
 * A model's name as the shop writes it (issue 35): its brand, then its name, the brand said once.
 * The catalog names some models with their brand in them ("OnePlus 11" of OnePlus), which read
 * "OnePlus OnePlus 11" when the brand was put in front again. The brand is written as the brand
 * writes it (the catalog's brand name, "Apple"; never its slug).
 */
export function modelTitle(brand: string, name: string): string {
  const ownBrand = brand.trim();
  const ownName = name.trim();
  if (ownBrand === '') return ownName;
  const lowerName = ownName.toLocaleLowerCase();
  const lowerBrand = ownBrand.toLocaleLowerCase();
  return lowerName === lowerBrand || lowerName.startsWith(`${lowerBrand} `)
    ? ownName
    : `${ownBrand} ${ownName}`.trim();
}
