import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import { AccountRoute } from '../exposed/mount';
import { renderPage } from '../test-support/page-harness';

afterEach(cleanup);

describe('the account routes', () => {
  it.each([
    ['account', 'Contul meu'],
    ['account-purchases', 'Comenzile mele'],
    ['account-return', 'Retururi'],
    ['account-return-form', 'Formular de retur'],
  ])('%s shows its page to a signed-in person', async (name, title) => {
    await renderPage(<AccountRoute name={name} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });
});
