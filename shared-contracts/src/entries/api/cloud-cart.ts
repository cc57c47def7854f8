/**
 * `@refurb/shared-contracts/api/cloud-cart`: the cloud cart's HTTP contract: a signed-in shopper's
 * cart written through shop-api.
 */
export {
  CloudCartStampSchema,
  CloudCartWriteRequestSchema,
  CloudCartWriteResponseSchema,
} from '../../api/cloud-cart.schema.js';
