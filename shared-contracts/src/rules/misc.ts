/** Small rules of spec sections 3 and 4 that belong to no larger family. */
import { SECOND_INSURANCE_TAB_MARKER } from '../constants.js';
import type { DeliveryMode, DeliveryModeType } from '../schemas/enums.schema.js';

/** Delivery modes map easybox to LOCKER and courier to COURIER. */
export function deliveryModeType(mode: DeliveryMode): DeliveryModeType {
  return mode === 'easybox' ? 'LOCKER' : 'COURIER';
}

/** Insurance keys containing Ad_Th form the second insurance tab. */
export function isSecondInsuranceTab(key: string): boolean {
  return key.includes(SECOND_INSURANCE_TAB_MARKER);
}
