/**
 * For tests of forms with the place combobox: types into the labelled combobox once it is enabled
 * (its list loaded) and clicks the option named `option` — as a shopper does.
 */
import { expect } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';

interface Typist {
  clear(element: Element): Promise<void>;
  type(element: Element, text: string): Promise<void>;
  click(element: Element): Promise<void>;
}

export async function choosePlace(
  user: Typist,
  label: RegExp | string,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  const box = await screen.findByRole<HTMLInputElement>('combobox', { name: label });
  await waitFor(() => expect(box.disabled).toBe(false));
  await user.clear(box);
  await user.type(box, typed);
  await user.click(await screen.findByRole('option', { name: option }));
}
