import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it.each([
    { html: '<p>Hi<script>alert(1)</script></p>', expected: '<p>Hi</p>' },
    { html: '<img src="x.png" onerror="alert(1)">', expected: '<img src="x.png">' },
    { html: '<a href="javascript:alert(1)">x</a>', expected: '<a>x</a>' },
    {
      html: '<p><strong>Bring</strong> two <a href="https://example.ph">IDs</a></p>',
      expected: '<p><strong>Bring</strong> two <a href="https://example.ph">IDs</a></p>',
    },
  ])('should turn $html into $expected', ({ html, expected }) => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it.each([null, undefined, ''])('should turn %s into no HTML', (html) => {
    expect(sanitizeHtml(html)).toBe('');
  });
});
