import { describe, expect, it } from '@jest/globals';
import {
  BotCheckActionSchema,
  PasswordResetRequestSchema,
  PasswordResetResponseSchema,
  RegisterRequestSchema,
} from './bff.schema.js';

const request = (change: Record<string, unknown> = {}) => ({
  email: 'ana@example.ro',
  botToken: 'site.forgot.1.nonce.signature',
  continueUrl: 'http://ro.localhost:3000/am-uitat-parola/',
  ...change,
});
const firstPath = (value: unknown) => {
  const result = PasswordResetRequestSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.path.join('.');
};

describe('a password-reset request', () => {
  it('takes an e-mail, a bot token and an http(s) address to come back to', () => {
    expect(firstPath(request())).toBeNull();
    expect(firstPath(request({ country: 'gr' }))).toBeNull();
    expect(firstPath(request({ continueUrl: 'https://ro.shop.example/am-uitat-parola/' }))).toBe(
      null,
    );
  });

  it.each([
    ['a bad e-mail', { email: 'ana@' }, 'email'],
    ['no bot token', { botToken: '' }, 'botToken'],
    ['an address that is no URL', { continueUrl: '/am-uitat-parola/' }, 'continueUrl'],
    ['a script address', { continueUrl: 'javascript:alert(1)' }, 'continueUrl'],
    ['a country the shop has no site in', { country: 'de' }, 'country'],
  ])('refuses %s, naming the field', (_label, change, field) => {
    expect(firstPath(request(change))).toBe(field);
  });

  it('has its own bot-check action', () => {
    expect(BotCheckActionSchema.safeParse('forgot').success).toBe(true);
  });

  it('is answered with the same body whether the address has an account or not', () => {
    expect(PasswordResetResponseSchema.parse({ accepted: true })).toEqual({ accepted: true });
    expect(PasswordResetResponseSchema.safeParse({ accepted: false }).success).toBe(false);
  });
});

describe('a registration', () => {
  const registration = (change: Record<string, unknown> = {}) => ({
    displayName: 'Ana Pop',
    email: 'ana@example.ro',
    password: 'parola-buna-1',
    botToken: 'site.register.1.nonce.signature',
    ...change,
  });
  const problemAt = (value: unknown) => {
    const result = RegisterRequestSchema.safeParse(value);
    return result.success ? null : result.error.issues[0]?.path.join('.');
  };

  it('takes a name, an e-mail, a password and a bot token', () => {
    expect(problemAt(registration())).toBeNull();
  });

  it.each([
    ['a one-letter name', { displayName: 'A' }, 'displayName'],
    ['a bad e-mail', { email: 'ana@' }, 'email'],
    ['no password', { password: '' }, 'password'],
    ['a password past 1,024 characters', { password: 'a1'.repeat(513) }, 'password'],
    ['no bot token', { botToken: '' }, 'botToken'],
  ])('refuses %s, naming the field', (_label, change, field) => {
    expect(problemAt(registration(change))).toBe(field);
  });
});
