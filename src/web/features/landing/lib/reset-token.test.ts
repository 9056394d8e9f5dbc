// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readResetToken, urlWithoutResetToken } from './reset-token';

describe('readResetToken', () => {
  it('reads the token of a reset link', () => {
    expect(readResetToken('?resetToken=abc123')).toBe('abc123');
    expect(readResetToken('?x=1&resetToken=abc%2B1')).toBe('abc+1');
  });

  it('is undefined when the link has no token', () => {
    expect(readResetToken('')).toBeUndefined();
    expect(readResetToken('?resetToken=')).toBeUndefined();
    expect(readResetToken('?resetToken=%20%20')).toBeUndefined();
    expect(readResetToken('?other=1')).toBeUndefined();
  });
});

describe('urlWithoutResetToken', () => {
  it('drops only the token', () => {
    expect(urlWithoutResetToken('http://localhost:5173/?resetToken=abc')).toBe('/');
    expect(urlWithoutResetToken('https://plantel.app/?a=1&resetToken=abc&b=2#top')).toBe('/?a=1&b=2#top');
  });
});
