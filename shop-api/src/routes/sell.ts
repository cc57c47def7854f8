/**
 * The sell service (shared-contracts' sell.schema): the models the shop buys, a category's
 * condition questions, an instant offer, and a signed-in person selling their device.
 * - GET /sell-service/catalog?country= -> SellCatalogResponse;
 * - GET /sell-service/questions?country=&category= -> SellQuestionnaireResponse;
 * - POST /sell-service/pricing SellQuoteRequest -> SellQuoteResponse;
 * - POST /bff/me/sales SubmitSaleRequest -> 201 SaleResponse.
 * The catalog and questions only change with a deploy, so caches may keep them five minutes. A
 * submission is priced again with the server's clock: the offer the person accepted must still
 * be the shop's (409 `offer_changed` otherwise), and a device locked to an account is refused
 * (409 `device_locked`); nothing is stored until every check has passed.
 */
import { type Country } from '@refurb/shared-contracts';
import {
  SaleResponseSchema,
  SellCatalogQuerySchema,
  SellCatalogResponseSchema,
  SellQuestionnaireQuerySchema,
  SellQuestionnaireResponseSchema,
  SellQuoteRequestSchema,
  SellQuoteResponseSchema,
  SubmitSaleRequestSchema,
  type SaleShipping,
  type SellQuoteRequest,
} from '@refurb/shared-contracts/api/sell';
import { isValidPostalCode, POSTAL_CODE_DIGITS } from '@refurb/shared-contracts/checkout';
import { sellPickupDates } from '@refurb/shared-contracts/sell';
import type { FastifyInstance } from 'fastify';
import type { UsersRepository } from '../auth/users.repository.js';
import { HttpError, parseInput } from '../http/errors.js';
import type { ShippingQuotes } from '../orders/shipping.js';
import type { SalesRepository } from '../sales/sales.repository.js';
import type { Clock } from '../services.js';
import { sellCatalog, sellModel } from '../sell/sell-catalog.data.js';
import { quoteSale } from '../sell/sell-pricing.js';
import { sellQuestionnaire } from '../sell/sell-questions.data.js';
import { signedInUser } from './bff.js';

export interface SellDeps {
  readonly users: UsersRepository;
  readonly sales: SalesRepository;
  readonly pickupPoints: Pick<ShippingQuotes, 'pickupPointExists' | 'townInCounty'>;
  readonly clock: Clock;
}

const PUBLIC_FOR_FIVE_MINUTES = 'public, max-age=300';

const invalid = (field: string, message: string) =>
  new HttpError(400, 'invalid_request', `${field}: ${message}`, field);

/** The offer for a request, or the 404/400 that says what in it is wrong. */
function price(request: SellQuoteRequest, now: Date) {
  const model = sellModel(request.modelId);
  if (!model) {
    throw new HttpError(
      404,
      'not_found',
      `No model ${request.modelId} in the sell catalog.`,
      'body.modelId',
    );
  }
  const outcome = quoteSale({
    model,
    storage: request.storage,
    country: request.country,
    answers: request.answers,
    questions: sellQuestionnaire(request.country, model.category).questions,
    now,
  });
  if (outcome.ok) return outcome;
  const { error } = outcome;
  if (error.field === 'storage') {
    throw invalid('body.storage', `the shop does not buy ${model.name} with ${error.storage}`);
  }
  throw invalid(`body.answers.${error.key}`, error.problem);
}

/**
 * A courier comes on a date it offers to a town of the country with its postal code; a locker or
 * office is one of that kind in the country.
 */
async function checkShipping(
  { pickupPoints }: Pick<SellDeps, 'pickupPoints'>,
  country: Country,
  shipping: SaleShipping,
  now: Date,
): Promise<void> {
  if (shipping.kind === 'courier-pickup') {
    const dates = sellPickupDates(country, now);
    if (!dates.includes(shipping.pickupDate)) {
      throw invalid('body.shipping.pickupDate', `a courier can come on ${dates.join(', ')}`);
    }
    const { address } = shipping;
    if (!address.cod_postal || !isValidPostalCode(country, address.cod_postal)) {
      throw invalid(
        'body.shipping.address.cod_postal',
        `a courier needs a postal code of ${country.toUpperCase()} (${POSTAL_CODE_DIGITS[country]} digits)`,
      );
    }
    if (!(await pickupPoints.townInCounty(country, address.county_id, address.locality_id))) {
      throw invalid(
        'body.shipping.address.locality_id',
        `no town ${address.locality_id} in county ${address.county_id} of ${country.toUpperCase()}`,
      );
    }
    return;
  }
  if (!(await pickupPoints.pickupPointExists(country, shipping.kind, shipping.pickupPointId))) {
    throw invalid(
      'body.shipping.pickupPointId',
      `no ${shipping.kind} ${shipping.pickupPointId} in ${country.toUpperCase()}`,
    );
  }
}

export function registerSellRoutes(app: FastifyInstance, deps: SellDeps): void {
  const { users, sales, clock } = deps;

  app.get('/sell-service/catalog', async (request, reply) => {
    const { country } = parseInput(SellCatalogQuerySchema, request.query, 'query');
    return reply
      .header('cache-control', PUBLIC_FOR_FIVE_MINUTES)
      .send(SellCatalogResponseSchema.parse(sellCatalog(country)));
  });

  app.get('/sell-service/questions', async (request, reply) => {
    const { country, category } = parseInput(SellQuestionnaireQuerySchema, request.query, 'query');
    return reply
      .header('cache-control', PUBLIC_FOR_FIVE_MINUTES)
      .send(SellQuestionnaireResponseSchema.parse(sellQuestionnaire(country, category)));
  });

  app.post('/sell-service/pricing', async (request) => {
    const body = parseInput(SellQuoteRequestSchema, request.body, 'body');
    return SellQuoteResponseSchema.parse({ quote: price(body, clock()).quote });
  });

  app.post('/bff/me/sales', async (request, reply) => {
    // Set first, so refusals are not cached either.
    reply.header('cache-control', 'no-store');
    const user = await signedInUser(users, request);
    const body = parseInput(SubmitSaleRequestSchema, request.body, 'body');
    const now = clock();
    const { quote, answers } = price(body, now);
    if (quote.outcome === 'refused') {
      throw new HttpError(
        409,
        'device_locked',
        'The device is still locked to its owner’s account; remove the account, then sell it.',
      );
    }
    if (Math.abs(quote.offer.amount - body.quotedAmount) > 0.001) {
      throw new HttpError(
        409,
        'offer_changed',
        `The offer is now ${quote.offer.amount} ${quote.offer.currencyLabel}, not ${body.quotedAmount}; ask for it again.`,
      );
    }
    await checkShipping(deps, body.country, body.shipping, now);
    const sale = await sales.createSale(
      user.id,
      {
        country: body.country,
        device: quote.device,
        conditionAnswers: answers,
        offer: quote.offer,
        payout: body.payout,
        shipping: body.shipping,
      },
      now,
      { contact: body.contact, modelId: body.modelId },
    );
    return reply.status(201).send(SaleResponseSchema.parse({ sale }));
  });
}
