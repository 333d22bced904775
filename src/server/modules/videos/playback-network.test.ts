import { describe, expect, it } from 'vitest';
import { networkOf } from './playback-network';

describe('the network of an address', () => {
  it('is the /24 of an IPv4 address, mapped into IPv6 or not', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.4')).toBe(networkOf('203.0.113.200'));
    expect(networkOf('::ffff:203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.114.1')).not.toBe(networkOf('203.0.113.1'));
  });

  it('is the /48 of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:1::1')).toBe('2001:0db8:0001::/48');
    expect(networkOf('2001:0DB8:0001:ffff:0:0:0:9')).toBe('2001:0db8:0001::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:0db8:0000::/48');
    expect(networkOf('::1')).toBe('0000:0000:0000::/48');
  });

  it('is unknown for text that is no address', () => {
    expect(networkOf('localhost')).toBeNull();
    expect(networkOf('')).toBeNull();
  });
});
