/**
 * CartRoot's start as the view-less `./cart-service` uses it (`quiet`) and as the cart's views do:
 * the quiet root never draws, so the host's own cart link stays in its place (WidgetMount shows a
 * remote only once it has drawn something), and a cart that cannot start is still reported.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { CartRoot } from './CartRoot';

/** No runtime config there: the start fails. */
const NO_CONFIG = 'http://127.0.0.1:9/runtime-config.json';

const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
afterEach(() => {
  errors.mockClear();
  document.getElementById(STYLE_ID)?.remove();
});

const STYLE_ID = 'refurb-mf-cart-styles';

describe('CartRoot', () => {
  it('quiet: draws nothing while it starts, nor when it cannot, and the failure is reported', async () => {
    const view = render(
      <CartRoot country="ro" configUrl={NO_CONFIG} quiet>
        <p>the cart</p>
      </CartRoot>,
    );
    expect(view.container.textContent).toBe('');
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(String(errors.mock.calls[0]?.at(-1))).toMatch(/the cart could not start/);
    expect(view.container.textContent).toBe('');
    // Nothing drawn, nothing to style: the view-less service's page loads no cart CSS.
    expect(document.getElementById(STYLE_ID)).toBeNull();
    view.unmount();
  });

  it('not quiet: a line while it starts, and a message a person can act on when it cannot', async () => {
    const view = render(
      <CartRoot country="ro" configUrl={NO_CONFIG} styles=".refurb-cart { color: black }">
        <p>the cart</p>
      </CartRoot>,
    );
    expect(screen.getByRole('status').textContent).not.toBe('');
    await screen.findByRole('alert');
    expect(view.container.textContent).not.toContain('the cart');
    expect(document.getElementById(STYLE_ID)?.textContent).toBe('.refurb-cart { color: black }');
    view.unmount();
  });
});
