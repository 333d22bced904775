import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ClientBooking } from '../../../shared/responses/consultations';
import { BookingCard } from './BookingCard';
import { splitBookings, typeOfBooking } from './booking-lists';
import { refundSentence } from './CancelBookingDialog';

/** The texts the markup lacks. */
const missing = (html: string, texts: string[]) => texts.filter((text) => !html.includes(text));

const booking = (overrides: Partial<ClientBooking> = {}): ClientBooking => ({
  id: '0b6f3a52-7c1e-4d8a-9f2b-3e4d5c6b7a81',
  typeId: 4,
  typeTitle: 'Consulta de monotributo',
  mode: 'video',
  durationMinutes: 45,
  price: 25000,
  start: '2026-12-07T10:00:00-03:00',
  end: '2026-12-07T10:45:00-03:00',
  status: 'confirmed',
  topic: 'Recategorización',
  meetingUrl: null,
  payUrl: null,
  canReschedule: false,
  canCancel: false,
  refundOnCancel: false,
  createdAt: '2026-12-01T12:00:00.000Z',
  ...overrides,
});

const NOW = Date.parse('2026-12-07T10:30:00-03:00');

describe("the client's bookings", () => {
  it('keeps the ones still ahead first, soonest first, and the rest latest first', () => {
    const ongoing = booking({ id: 'a' });
    const later = booking({
      id: 'b',
      start: '2026-12-09T10:00:00-03:00',
      end: '2026-12-09T10:45:00-03:00',
    });
    const held = booking({
      id: 'c',
      status: 'held',
      start: '2026-12-08T10:00:00-03:00',
      end: '2026-12-08T10:45:00-03:00',
    });
    const cancelled = booking({
      id: 'd',
      status: 'cancelled',
      start: '2026-12-10T10:00:00-03:00',
      end: '2026-12-10T10:45:00-03:00',
    });
    const over = booking({
      id: 'e',
      status: 'done',
      start: '2026-12-01T10:00:00-03:00',
      end: '2026-12-01T10:45:00-03:00',
    });
    const { upcoming, past } = splitBookings([later, over, cancelled, ongoing, held], NOW);
    expect(upcoming.map((item) => item.id)).toEqual(['a', 'c', 'b']);
    expect(past.map((item) => item.id)).toEqual(['d', 'e']);
  });

  it('finds the type the booking was made for, while it is offered', () => {
    const type = {
      id: 4,
      title: 'Consulta de monotributo',
      description: '',
      durationMinutes: 45,
      price: 30000,
      mode: 'video' as const,
    };
    expect(typeOfBooking(booking(), [type])).toBe(type);
    expect(typeOfBooking(booking({ typeId: 9 }), [type])).toBeUndefined();
    expect(typeOfBooking(booking({ typeId: null }), [type])).toBeUndefined();
  });

  it('says whether cancelling gives the money back', () => {
    expect(refundSentence(booking({ refundOnCancel: true }))).toBe(
      'Se te devuelve el pago de $\u00a025.000 por MercadoPago.',
    );
    expect(refundSentence(booking())).toMatch(/el pago no se devuelve/);
    expect(refundSentence(booking({ status: 'held' }))).toMatch(/no se te cobra nada/);
    expect(refundSentence(booking({ price: 0 }))).toBe('Es una consulta sin cargo.');
  });

  it('shows the state in Spanish and only the actions the booking allows', () => {
    const html = (overrides: Partial<ClientBooking>) =>
      renderToStaticMarkup(createElement(BookingCard, { booking: booking(overrides) }));
    const confirmed = html({
      meetingUrl: 'https://meet.example.com/sala-x',
      canReschedule: true,
      canCancel: true,
    });
    expect(
      missing(confirmed, [
        'Confirmada',
        'lunes 7/12/2026',
        '10:00 a 10:45 hs (45 min)',
        'Videollamada',
        'href="https://meet.example.com/sala-x"',
        'Entrar a la videollamada',
        'Cambiar horario',
        'Cancelar',
      ]),
    ).toEqual([]);
    expect(confirmed).not.toContain('Pagar');

    const held = html({ status: 'held', payUrl: '/payments/sandbox/abc', mode: 'telefono' });
    expect(held).toContain('Reservada, falta el pago');
    expect(held).toContain('Telefónica');
    expect(held).toContain('href="/payments/sandbox/abc"');
    expect(held).not.toContain('Entrar a la videollamada');
    expect(held).not.toContain('Cambiar horario');

    expect(html({ status: 'no_show' })).toContain('Ausente');
    expect(html({ status: 'expired' })).toContain('Vencida');
  });
});
