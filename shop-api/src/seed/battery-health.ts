/**
 * A seeded unit's battery health (issue 36): what the shop's technician would have measured. A
 * new battery reads 100. A used one reads at least the shop's floor (a unit below it gets a new
 * battery before it is listed), spread as used batteries of two-to-four-year-old devices are:
 * most in the ten points above the floor (86–95), one in ten nearly new (96–99), one in twenty
 * right at the floor. A device without a battery (a console on a stand) has no measurement.
 */
import { BATTERY_HEALTH_FLOOR } from '@refurb/shared-contracts';

/** `draw`: the seed's random number in [0, 1) for the unit. */
export function seededBatteryHealth(
  battery: boolean,
  batteryType: string,
  draw: number,
): number | null {
  if (!battery) return null;
  if (batteryType === 'Noua') return 100;
  if (draw < 0.05) return BATTERY_HEALTH_FLOOR;
  if (draw < 0.9) return BATTERY_HEALTH_FLOOR + 1 + Math.floor(((draw - 0.05) / 0.85) * 10);
  return 96 + Math.floor(((draw - 0.9) / 0.1) * 4);
}
