import { describe, expect, it } from '@jest/globals';
import { createSiteUrlCheck } from '../http/site-origins.js';
import { paymentReturnUrl } from '../routes/payment.js';
import { createHostedGateway, createPaymentSigner, resultRouteFor } from './gateway.js';

const SECRET = 'provider-shared-secret-0123456789';

describe("the production gateway (the provider's hosted page)", () => {
  const signer = createPaymentSigner(SECRET);
  const gateway = createHostedGateway({
    baseUrl: 'https://pay.provider.example/hosted?merchant=refurb',
    signer,
  });
  const request = {
    paymentId: 'pay_abc',
    provider: 'tbi' as const,
    param: 'bnpl',
    paramType: 'BNPL' as const,
    orderRef: 'RO-100042',
    amount: '2518.99',
    currency: 'RON' as const,
    returnUrl: 'https://ro.shop.example/payment/return/pay_abc',
  };

  it('sends the payment with the shop signature over every field', () => {
    const url = new URL(gateway.redirectUrl(request));
    expect(url.origin + url.pathname).toBe('https://pay.provider.example/hosted');
    expect(url.searchParams.get('merchant')).toBe('refurb');
    const { signature, merchant: _m, ...fields } = Object.fromEntries(url.searchParams);
    expect(fields).toEqual(request);
    expect(signature).toBe(signer.signRequest(request));
    // Any field changed (the amount, where to come back) is another signature.
    expect(signer.signRequest({ ...request, amount: '1.00' })).not.toBe(signature);
    // So is another of the provider's products (spec section 4's parameter and its type).
    expect(signer.signRequest({ ...request, param: 'standard' })).not.toBe(signature);
    expect(signer.signRequest({ ...request, paramType: 'STANDARD' })).not.toBe(signature);
    expect(signer.signRequest({ ...request, paramType: undefined })).not.toBe(signature);
    expect(signer.signRequest({ ...request, returnUrl: 'https://evil.example/' })).not.toBe(
      signature,
    );
  });

  it('gives the provider a whole return URL on one of the shop sites, else the path', () => {
    const isSite = createSiteUrlCheck(['https://ro.shop.example', 'https://hu.shop.example']);
    expect(paymentReturnUrl('https://hu.shop.example', isSite, 'pay_x')).toBe(
      'https://hu.shop.example/payment/return/pay_x',
    );
    // A Host header of someone else's choosing never becomes where the provider sends people.
    expect(paymentReturnUrl('https://evil.example', isSite, 'pay_x')).toBe('/payment/return/pay_x');
  });

  it('lands the person on the page the order status calls for', () => {
    expect(resultRouteFor('ro', 'tbi', 'PAID')).toBe('thank-you-tbi');
    expect(resultRouteFor('hu', 'cofidis', 'PAID')).toBe('thank-you-cofidis');
    expect(resultRouteFor('gr', 'tbi', 'PAID')).toBe('thank-you');
    expect(resultRouteFor('ro', 'card', 'PENDING_PAYMENT')).toBe('payment-processing');
    expect(resultRouteFor('ro', 'card', 'PAYMENT_FAILED')).toBe('payment-failed');
    expect(resultRouteFor('ro', 'card', 'CANCELLED')).toBe('payment-failed');
  });
});
