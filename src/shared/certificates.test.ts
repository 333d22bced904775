import { describe, expect, it } from 'vitest';
import { courseHours, formatHours, linkedInAddUrl, maskDocument } from './certificates';

describe('certificate details', () => {
  it("rounds a course's minutes to the nearest half hour, at least half an hour", () => {
    expect(courseHours(0)).toBe(0);
    expect(courseHours(10)).toBe(0.5);
    expect(courseHours(44)).toBe(0.5);
    expect(courseHours(45)).toBe(1);
    expect(courseHours(135)).toBe(2.5);
    expect(courseHours(755)).toBe(12.5);
    expect(formatHours(1)).toBe('1 hora');
    expect(formatHours(12.5)).toBe('12,5 horas');
  });

  it('shows only the last three digits of a DNI', () => {
    expect(maskDocument('30123678')).toBe('**.***.678');
    expect(maskDocument('7123456')).toBe('*.***.456');
  });

  it("fills LinkedIn's add-to-profile form with the certification", () => {
    const url = new URL(
      linkedInAddUrl({
        course: 'Monotributo de cero a experto',
        organization: 'Estudio Contable Ferraro',
        completedAt: '2026-11-24T14:00:00.000Z',
        code: 'K7QX3MPR9TWZ',
        url: 'https://estudio.example.com/certificados/K7QX3MPR9TWZ',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Monotributo de cero a experto',
      organizationName: 'Estudio Contable Ferraro',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://estudio.example.com/certificados/K7QX3MPR9TWZ',
      certId: 'K7QX3MPR9TWZ',
    });
  });
});
