/**
 * The embedded mini-cart in its shadow root (jsdom): its styles go into the shadow root and never
 * the page's head, it renders there with links to the site's base, and it shows the notices.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { routePath } from '@refurb/shared-contracts';
import { RuntimeConfigSchema } from '@refurb/shared-contracts/runtime';
import { act, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import localConfig from '@refurb/local-env/config/runtime-config.json';
import { stopCartService } from '../app/cart-service';
import { createNoticeBoard } from './notices';
import { EMBED_STYLE_ID, renderWidget } from './shadow-widget';

const config = RuntimeConfigSchema.parse({
  ...localConfig,
  firebase: { ...localConfig.firebase, cloudSync: false },
});
const CART_STYLE_ID = 'refurb-mf-cart-styles';

afterEach(async () => {
  await stopCartService();
  document.body.innerHTML = '';
});

function mountOn(host: HTMLElement, notices = createNoticeBoard()) {
  return renderWidget(host, {
    country: 'ro',
    siteBase: 'http://ro.localhost:3000',
    config,
    notify: () => undefined,
    notices,
  });
}

describe('the embedded mini-cart', () => {
  it('puts its styles and itself in an open shadow root, nothing in the page', async () => {
    const host = document.createElement('div');
    host.setAttribute('data-refurb-cart', '');
    document.body.append(host);
    let unmount: ReturnType<typeof mountOn> = null;
    await act(async () => {
      unmount = mountOn(host);
    });
    const shadow = host.shadowRoot!;
    expect(shadow).not.toBeNull();
    const widget = within(shadow.querySelector<HTMLElement>('.refurb-embed')!);
    await widget.findByRole('button', { name: 'Coș, 0 produse' });
    for (const id of [EMBED_STYLE_ID, CART_STYLE_ID]) {
      expect([id, shadow.querySelectorAll(`style#${id}`).length]).toEqual([id, 1]);
      expect([id, document.getElementById(id)]).toEqual([id, null]);
    }
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    expect(host.childNodes).toHaveLength(0);

    await act(async () => unmount?.());
    expect(shadow.querySelector('.refurb-embed')).toBeNull();
    // Mounted again (a page that unmounts and mounts), in the same shadow root.
    await act(async () => {
      unmount = mountOn(host);
    });
    expect(host.shadowRoot).toBe(shadow);
    const again = within(shadow.querySelector<HTMLElement>('.refurb-embed')!);
    await again.findByRole('button', { name: 'Coș, 0 produse' });
    // One widget per host: mounting on a host that has one does nothing.
    expect(mountOn(host)).toBeNull();
    expect(shadow.querySelectorAll('.refurb-embed')).toHaveLength(1);
  });

  it('links to the cart page on the site’s base, which a plain page loads', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    await act(async () => {
      mountOn(host);
    });
    const widget = within(host.shadowRoot!.querySelector<HTMLElement>('.refurb-embed')!);
    await userEvent.click(await widget.findByRole('button', { name: 'Coș, 0 produse' }));
    expect(widget.getByRole('link', { name: 'Vezi coșul' }).getAttribute('href')).toBe(
      `http://ro.localhost:3000${routePath('ro', 'cart')}`,
    );
  });

  it('says the notices in its live regions, errors as alerts', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const notices = createNoticeBoard();
    await act(async () => {
      mountOn(host, notices);
    });
    const widget = within(host.shadowRoot!.querySelector<HTMLElement>('.refurb-embed')!);
    await widget.findByRole('button', { name: 'Coș, 0 produse' });
    act(() => notices.show('info', 'Google Pixel 7 a fost adăugat în coș.'));
    expect(widget.getByRole('status').textContent).toBe('Google Pixel 7 a fost adăugat în coș.');
    act(() => notices.show('error', 'Acest produs nu mai este disponibil.'));
    expect(widget.getByRole('alert').textContent).toBe('Acest produs nu mai este disponibil.');
    expect(widget.getByRole('status').textContent).toBe('');
  });

  it('leaves a host that has a shadow root already alone', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const own = host.attachShadow({ mode: 'open' });
    own.innerHTML = '<p>the page’s own</p>';
    expect(mountOn(host)).toBeNull();
    expect(own.innerHTML).toBe('<p>the page’s own</p>');
  });
});
