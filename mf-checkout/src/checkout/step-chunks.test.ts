import { describe, expect, it } from '@jest/globals';
import { DeliveryStep } from '../delivery/delivery-step';
import { PaymentStep } from '../payment/payment-step';
import { BillingStep } from './billing-step';
import { ReviewStep } from './review-step';
import { loadedStep, loadStep, prefetchSteps } from './step-chunks';

describe("the checkout's step chunks", () => {
  it('none is there before it is asked for; a prefetch brings every step, drawn at once after', async () => {
    expect(loadedStep('delivery')).toBeUndefined();
    expect(loadedStep('review')).toBeUndefined();
    prefetchSteps();
    await expect(loadStep('review')).resolves.toBe(ReviewStep);
    expect(loadedStep('delivery')).toBe(DeliveryStep);
    expect(loadedStep('billing')).toBe(BillingStep);
    expect(loadedStep('payment')).toBe(PaymentStep);
  });

  it('asks for a chunk once, however many times it is wanted', () => {
    expect(loadStep('billing')).toBe(loadStep('billing'));
  });
});
