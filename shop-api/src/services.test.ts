import { describe, expect, it } from '@jest/globals';
import { readConfig } from './config.js';
import { createAppServices } from './services.js';

describe('the services from the settings', () => {
  it('will not start on a real Firebase project without the web API key the reset mails need', () => {
    const settings = readConfig({ FIREBASE_PROJECT_ID: 'refurb-prod' });
    expect(() => createAppServices(settings)).toThrow(/FIREBASE_WEB_API_KEY/);
  });

  it('reads the password-reset limits and the site origins, with their defaults', () => {
    expect(readConfig({})).toMatchObject({
      PASSWORD_RESET_RATE_LIMIT: 5,
      PASSWORD_RESET_EMAIL_RATE_LIMIT: 3,
      SITE_ORIGINS: expect.arrayContaining(['http://ro.localhost:3000']),
    });
    expect(
      readConfig({
        PASSWORD_RESET_RATE_LIMIT: '2',
        SITE_ORIGINS: 'https://ro.shop.example, https://bg.shop.example',
      }),
    ).toMatchObject({
      PASSWORD_RESET_RATE_LIMIT: 2,
      SITE_ORIGINS: ['https://ro.shop.example', 'https://bg.shop.example'],
    });
    expect(() => readConfig({ PASSWORD_RESET_EMAIL_RATE_LIMIT: '0' })).toThrow(
      /PASSWORD_RESET_EMAIL_RATE_LIMIT/,
    );
  });
});
