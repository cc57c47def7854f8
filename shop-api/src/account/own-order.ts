/** An order of the signed-in person, found by id; anyone else's answers like a missing one. */
import { HttpError } from '../http/errors.js';
import type { OrdersRepository, StoredOrder } from '../orders/orders.repository.js';

export async function ownOrder(
  orders: OrdersRepository,
  userId: string,
  orderId: string,
  field = 'params.orderId',
): Promise<StoredOrder> {
  const order = await orders.orderById(orderId);
  if (!order || order.userId !== userId) {
    throw new HttpError(404, 'not_found', `No order ${orderId} in your account.`, field);
  }
  return order;
}
