/**
 * Warranties on the BFF and the public warranty and return data: each device of the person's
 * placed or paid orders with its default warranty and the extra warranties bought with it, the
 * insurances bought (RO only: the insurer works with the Romanian shop alone), and warranty cases
 * (a device sent in while under warranty). Periods are measured at the server clock's now.
 */
import {
  CreateWarrantyCaseRequestSchema,
  InsurancesQuerySchema,
  InsurancesResponseSchema,
  WarrantiesResponseSchema,
  WarrantyCaseResponseSchema,
  WarrantyCasesResponseSchema,
  WarrantyReturnDataQuerySchema,
  type DeviceWarranty,
  type Insurance,
  type WarrantyCase,
} from '@refurb/shared-contracts/api/account';
import { type AddressServerInput } from '@refurb/shared-contracts/checkout';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { StoredWarrantyCase } from '../account/account.repository.js';
import { coverDevice, devicesOf, isSold, type CoveredDevice } from '../account/coverage.js';
import { ownOrder } from '../account/own-order.js';
import { warrantyReturnData } from '../account/warranty-return.data.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { AccountDeps } from './account.js';
import { signedInUser } from './bff.js';

/** Countries whose shop sells insurances. */
const INSURANCE_COUNTRIES: readonly string[] = ['ro'];

function toWarranty(covered: CoveredDevice): DeviceWarranty {
  const { order, device, coverage } = covered;
  return {
    orderId: order.id,
    country: order.country as DeviceWarranty['country'],
    placedAt: order.placedAt.toISOString(),
    phone: { refId: device.refId, name: device.name },
    defaultWarranty: {
      name: covered.warrantyName,
      years: covered.warrantyYears,
      validUntil: coverage.defaultWarrantyUntil,
    },
    extraWarranties: covered.extras.filter((extra) => extra.type === 'EXTRA_WARRANTY'),
    insurances: covered.extras.filter((extra) => extra.type === 'INSURANCE'),
    validUntil: coverage.warrantyUntil,
    active: coverage.underWarranty,
  };
}

function toInsurances(covered: CoveredDevice): Insurance[] {
  return covered.extras
    .filter((extra) => extra.type === 'INSURANCE')
    .map((extra) => ({
      ...extra,
      orderId: covered.order.id,
      placedAt: covered.order.placedAt.toISOString(),
      phone: { refId: covered.device.refId, name: covered.device.name },
    }));
}

function toWarrantyCase(row: StoredWarrantyCase): WarrantyCase {
  return {
    reference: row.reference,
    orderId: row.orderId,
    phone: { refId: row.lineRefId, name: row.phoneName },
    issue: row.issue,
    contactPhone: row.contactPhone,
    handover:
      row.handover === 'pickup'
        ? { method: 'pickup', address: row.pickupAddress as AddressServerInput }
        : { method: 'drop-off' },
    status: row.status as WarrantyCase['status'],
    createdAt: row.createdAt.toISOString(),
  };
}

export function registerWarrantyRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { users, orders, account, clock } = deps;
  const currentUser = (request: FastifyRequest) => signedInUser(users, request);

  /** Every device of the person's placed or paid orders, newest order first. */
  async function coveredDevices(userId: string): Promise<CoveredDevice[]> {
    const sold = (await orders.ordersOfUser(userId)).filter(({ order }) => isSold(order.status));
    const services = await account.extraServicesByIds(
      sold.flatMap(({ lines }) =>
        lines.filter((l) => l.kind === 'extra-service').map((l) => l.refId),
      ),
    );
    const now = clock();
    return sold.flatMap(({ order, lines }) =>
      devicesOf(lines).map((device) => coverDevice(order, device, services, now)),
    );
  }

  app.get('/common/warranty-return-data', async (request, reply) => {
    const { country } = parseInput(WarrantyReturnDataQuerySchema, request.query, 'query');
    return reply.header('cache-control', 'public, max-age=3600').send(warrantyReturnData(country));
  });

  app.get('/bff/me/warranties', async (request, reply) => {
    const user = await currentUser(request);
    const warranties = (await coveredDevices(user.id)).map(toWarranty);
    return reply
      .header('cache-control', 'no-store')
      .send(WarrantiesResponseSchema.parse({ warranties }));
  });

  app.get('/bff/me/insurances', async (request, reply) => {
    const user = await currentUser(request);
    const { country } = parseInput(InsurancesQuerySchema, request.query, 'query');
    if (!INSURANCE_COUNTRIES.includes(country)) {
      throw new HttpError(
        404,
        'not_available_in_country',
        `Insurances are not sold in ${country.toUpperCase()}.`,
        'query.country',
      );
    }
    const devices = await coveredDevices(user.id);
    const insurances = devices
      .filter((covered) => covered.order.country === country)
      .flatMap(toInsurances);
    return reply
      .header('cache-control', 'no-store')
      .send(InsurancesResponseSchema.parse({ insurances }));
  });

  app.post('/bff/me/warranty-cases', async (request, reply) => {
    const user = await currentUser(request);
    const body = parseInput(CreateWarrantyCaseRequestSchema, request.body, 'body');
    const order = await ownOrder(orders, user.id, body.orderId, 'body.orderId');
    const lines = await orders.linesOf(order.id);
    const device = devicesOf(lines).find(({ device }) => device.refId === body.lineRefId);
    if (!device) {
      throw new HttpError(
        404,
        'not_found',
        `No device ${body.lineRefId} in order ${order.id}.`,
        'body.lineRefId',
      );
    }
    if (!isSold(order.status)) {
      throw new HttpError(
        409,
        'warranty_not_available',
        `${order.id} is not placed or paid yet (${order.status}); nothing is under warranty.`,
      );
    }
    const services = await account.extraServicesByIds(device.extras.map((line) => line.refId));
    const { coverage } = coverDevice(order, device, services, clock());
    if (!coverage.underWarranty) {
      throw new HttpError(
        409,
        'warranty_expired',
        `The warranty of ${device.device.name} ended on ${coverage.warrantyUntil}.`,
      );
    }
    const created = await account.createWarrantyCase(
      { ...body, userId: user.id },
      device.device.name,
    );
    return reply
      .status(201)
      .header('cache-control', 'no-store')
      .send(WarrantyCaseResponseSchema.parse({ case: toWarrantyCase(created) }));
  });

  app.get('/bff/me/warranty-cases', async (request, reply) => {
    const user = await currentUser(request);
    const rows = await account.warrantyCasesOfUser(user.id);
    return reply
      .header('cache-control', 'no-store')
      .send(WarrantyCasesResponseSchema.parse({ cases: rows.map(toWarrantyCase) }));
  });
}
