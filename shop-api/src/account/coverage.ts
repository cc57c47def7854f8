/**
 * What covers each device a person bought: the default warranty of the order's country and the
 * extra services bought with the device. An order stores an extra service as a line of its own
 * right after its device's line (pricing writes a device, its extra services, its device
 * accessories, then the next device), so a service belongs to the nearest device line before it.
 * Only placed or paid orders cover anything: a device whose payment failed was never sold.
 */
import { type Country } from '@refurb/shared-contracts';
import { deviceCoverage, type DeviceCoverage } from '@refurb/shared-contracts/account';
import { type CoveredExtra } from '@refurb/shared-contracts/api/account';
import { type OrderStatus } from '@refurb/shared-contracts/api/checkout';
import type { StoredOrder } from '../orders/orders.repository.js';
import type { ExtraServiceInfo } from './account.repository.js';
import { extraServiceName } from '../catalog/offers.js';
import { warrantyReturnData } from './warranty-return.data.js';

interface Line {
  readonly kind: string;
  readonly refId: string;
  readonly name: string;
}

export interface DeviceLines<L extends Line> {
  readonly device: L;
  readonly extras: L[];
}

/** Each device line with the extra-service lines that follow it. */
export function devicesOf<L extends Line>(lines: readonly L[]): DeviceLines<L>[] {
  const devices: DeviceLines<L>[] = [];
  for (const line of lines) {
    if (line.kind === 'phone') devices.push({ device: line, extras: [] });
    else if (line.kind === 'extra-service') devices.at(-1)?.extras.push(line);
  }
  return devices;
}

export const isSold = (status: string): boolean =>
  (['PLACED', 'PAID'] as OrderStatus[]).includes(status as OrderStatus);

export interface CoveredDevice {
  readonly order: StoredOrder;
  readonly device: Line;
  readonly coverage: DeviceCoverage;
  readonly warrantyName: string;
  readonly warrantyYears: number;
  /** The coverage's extras with their names, in the order they were bought. */
  readonly extras: CoveredExtra[];
}

export function coverDevice(
  order: StoredOrder,
  lines: DeviceLines<Line>,
  services: ReadonlyMap<string, ExtraServiceInfo>,
  now: Date,
): CoveredDevice {
  const country = order.country as Country;
  const data = warrantyReturnData(country);
  const bought = lines.extras.flatMap((line) => {
    const service = services.get(line.refId);
    return service ? [{ line, service }] : [];
  });
  const coverage = deviceCoverage({
    country,
    placedAt: order.placedAt,
    warrantyYears: data.defaultWarranty.periodInYears,
    extras: bought.map(({ line, service }) => ({
      refId: line.refId,
      type: service.type,
      months: service.months,
    })),
    now,
  });
  return {
    order,
    device: lines.device,
    coverage,
    warrantyName: data.defaultWarranty.name,
    warrantyYears: data.defaultWarranty.periodInYears,
    extras: coverage.extras.map((period, i) => {
      const { service } = bought[i]!;
      return {
        refId: period.refId,
        key: service.key,
        type: period.type,
        name: extraServiceName(country, service),
        months: period.months,
        validUntil: period.validUntil,
        active: period.active,
      };
    }),
  };
}
