import { describe, expect, it } from 'vitest';
import { messages } from '../messages/catalogue.ts';
import { brandingSchema, websiteUrlMessage } from './branding.schema.ts';

const errorsOf = (body: object) => {
  const result = brandingSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('brandingSchema', () => {
  it('reads a full branding, trimming and clearing blanks', () => {
    const parsed = brandingSchema.parse({
      display_name: ' Demo Scoopers ',
      logo_url: 'https://cdn.example.com/logo.png',
      primary_color: '#00695C',
      header_color: '',
      phone: '(555) 010-2030',
      email: 'Office@Demo.test',
      address: '',
      website: 'https://demo-scoopers.example.com',
      analytics_id: 'G-AB12CD34',
    });
    expect(parsed).toEqual({
      display_name: 'Demo Scoopers',
      logo_url: 'https://cdn.example.com/logo.png',
      primary_color: '#00695c',
      header_color: null,
      phone: '5550102030',
      email: 'office@demo.test',
      address: null,
      website: 'https://demo-scoopers.example.com',
      analytics_id: 'G-AB12CD34',
    });
    expect(errorsOf({ analytics_id: 'UA-12345-1', logo_url: `/api/branding_logos/${'a'.repeat(40)}` })).toEqual({});
  });

  it('refuses colours with the catalogue’s words', () => {
    expect(errorsOf({ header_color: '#03a9f4', primary_color: 'teal' })).toEqual({
      header_color: messages.colorTooLight,
      primary_color: messages.notValid,
    });
  });

  it('refuses a bad analytics id, website and logo address', () => {
    expect(errorsOf({ analytics_id: 'GA-123', website: 'demo-scoopers', logo_url: 'javascript:alert(1)' })).toEqual({
      analytics_id: messages.analyticsIdFormat,
      website: websiteUrlMessage,
      logo_url: websiteUrlMessage,
    });
    expect(websiteUrlMessage).toBe('Must be valid URL (https://www.example.com/)');
    expect(errorsOf({ analytics_id: 'g-ab12cd34' })).toEqual({ analytics_id: messages.analyticsIdFormat });
    expect(errorsOf({ logo_image: 'data:image/svg+xml;base64,PHN2Zy8+' })).toEqual({ logo_image: messages.imageType });
  });
});
