import { describe, expect, it } from '@jest/globals';
import {
  ibanCountryCode,
  ibanLength,
  ibanProblem,
  isValidIban,
  isValidIbanFor,
  normalizeIban,
} from './iban.js';

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

describe('ibanProblem per country (a sale is paid to an account of the site’s country)', () => {
  it.each([
    ['ro', 'RO49AAAA1B31007593840000'],
    ['ro', 'ro96 btrl 0130 1202 9256 90xx'],
    ['ro', 'RO21RNCB0082044163480001'],
    ['bg', 'BG80BNBG96611020345678'],
    ['bg', 'bg59 uncr 7000 1520 3948 56'],
    ['hu', 'HU42117730161111101800000000'],
    ['hu', 'HU16 1091 8001 0000 0012 3456 7890'],
    ['gr', 'GR1601101250000000012300695'],
    ['gr', 'gr26 0172 0120 0050 1234 5678 901'],
  ] as const)('%s accepts %s', (country, iban) => {
    expect(ibanProblem(iban, country)).toBeNull();
    expect(isValidIbanFor(country, iban)).toBe(true);
  });

  it.each([
    ['ro', '', 'empty'],
    ['ro', '   ', 'empty'],
    ['ro', 'RO49-AAAA', 'format'],
    ['ro', 'BG80BNBG96611020345678', 'country'],
    ['ro', 'DE89370400440532013000', 'country'],
    ['ro', 'RO49AAAA1B3100759384000', 'length'],
    ['ro', 'RO49AAAA1B31007593840001', 'checksum'],
    ['bg', 'RO49AAAA1B31007593840000', 'country'],
    ['bg', 'BG80BNBG966110203456789', 'length'],
    ['bg', 'BG80BNBG96611020345679', 'checksum'],
    ['hu', 'GR1601101250000000012300695', 'country'],
    ['hu', 'HU4211773016111110180000000', 'length'],
    ['hu', 'HU42117730161111101800000001', 'checksum'],
    ['gr', 'EL1601101250000000012300695', 'country'], // Greece's IBANs start GR, not EL
    ['gr', 'GR16011012500000000123006951', 'length'],
    ['gr', 'GR1601101250000000012300696', 'checksum'],
  ] as const)('%s: %s is refused as %s', (country, iban, problem) => {
    expect(ibanProblem(iban, country)).toBe(problem);
    expect(isValidIbanFor(country, iban)).toBe(false);
  });

  it('checks any country’s IBAN when no site is asked (refunds)', () => {
    expect(ibanProblem('DE89370400440532013000')).toBeNull();
    expect(ibanLength('ro')).toBe(24);
    expect(ibanLength('gr')).toBe(27);
    expect(ibanCountryCode('gr')).toBe('GR');
  });
});
