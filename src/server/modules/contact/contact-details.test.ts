import { describe, expect, it } from 'vitest';
import { call } from '../../../../tests/support/accounts';
import { useTestApp } from '../../../../tests/support/use-test-app';
import { loadConfig } from '../../config';

describe('GET /api/site: the contact details the pages show', () => {
  const configured = useTestApp({
    env: {
      CONTACT_EMAIL: 'consultas@estudio.example',
      CONTACT_WHATSAPP: '+54 9 351 555-0199',
      INSTAGRAM_URL: 'https://www.instagram.com/estudio.cordoba/',
      ARCA_DATA_FISCAL_URL: 'https://qr.arca.gob.ar/?qr=abc123',
    },
  });
  const unset = useTestApp();

  it('answers what the configuration says, with the WhatsApp chat and the Instagram handle', async () => {
    const response = await call(configured, 'GET', '/api/site');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      contact: {
        email: 'consultas@estudio.example',
        whatsapp: { label: '+54 9 351 555-0199', url: 'https://wa.me/5493515550199' },
        instagram: {
          handle: '@estudio.cordoba',
          url: 'https://www.instagram.com/estudio.cordoba/',
        },
        arcaDataFiscalUrl: 'https://qr.arca.gob.ar/?qr=abc123',
      },
    });
  });

  it('falls back to demo details that say they are a demo', async () => {
    const { contact } = (await call(unset, 'GET', '/api/site')).json();
    expect(contact.whatsapp.label).toBe('+54 9 11 2345-6789');
    expect(contact.instagram.handle).toBe('@estudioferraro.demo');
    expect(contact.arcaDataFiscalUrl).toMatch(/DEMO/);
  });

  it('refuses a value that is not a phone number or an address, naming the variable', () => {
    expect(() => loadConfig({ CONTACT_WHATSAPP: 'llamanos' })).toThrow(/CONTACT_WHATSAPP/);
    expect(() => loadConfig({ INSTAGRAM_URL: 'estudio' })).toThrow(/INSTAGRAM_URL/);
    expect(() => loadConfig({ ARCA_DATA_FISCAL_URL: 'qr' })).toThrow(/ARCA_DATA_FISCAL_URL/);
  });
});
