import { describe, expect, it } from '@jest/globals';
import { showToast } from '@refurb/web-kit';
import { render, screen } from '@testing-library/react';
import { Toasts } from './Toasts';
import { newBus } from '../test-support/bus';

describe('the toasts', () => {
  it('mount no container before the first toast, then show it and the ones after', async () => {
    const bus = newBus();
    const { container } = render(<Toasts bus={bus} />);
    expect(container.innerHTML).toBe('');
    await showToast(bus, (toast) => toast.success('Adăugat în coș'));
    expect(await screen.findByText('Adăugat în coș')).toBeTruthy();
    await showToast(bus, (toast) => toast.error('Coșul nu răspunde'));
    expect(await screen.findByText('Coșul nu răspunde')).toBeTruthy();
    // Spec section 2: at the bottom, centred.
    expect(container.querySelector('.Toastify__toast-container--bottom-center')).not.toBeNull();
  });
});
