import { describe, expect, it } from '@jest/globals';
import { isValidIban, normalizeIban } from './iban.js';

describe('isValidIban', () => {
  it.each([
    ['RO49AAAA1B31007593840000'],
    ['BG80BNBG96611020345678'],
    ['HU42117730161111101800000000'],
    ['GR1601101250000000012300695'],
    ['DE89370400440532013000'], // a refund may go to a bank in another country
    ['ro49 aaaa 1b31 0075 9384 0000'], // as people copy it: spaces, lower case
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['RO49AAAA1B31007593840001', 'a wrong check'],
    ['RO49AAAA1B3100759384000', 'one character short for RO'],
    ['GR160110125000000001230069', 'one character short for GR'],
    ['RO49', 'no account'],
    ['4949AAAA1B31007593840000', 'no country'],
    ['RO49AAAA-1B31007593840000', 'a dash'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('normalizeIban', () => {
  it('drops spaces and upper-cases', () => {
    expect(normalizeIban(' ro49 aaaa 1b31 0075 9384 0000 ')).toBe('RO49AAAA1B31007593840000');
  });
});
